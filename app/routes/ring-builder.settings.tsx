import {Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs, type MetaFunction} from 'react-router';
import {settingFitsStone} from '~/features/ring-builder/model/builder-setting';
import {settingShapeFit} from '~/features/ring-builder/model/setting-shape-fit';
import {ringPicture} from '~/features/ring-builder/model/ring-picture';
import {useRingPictureTemplate} from '~/features/ring-builder/hooks/use-ring-picture-template';
import {STONE_SHAPES, shapeIconSlug} from '~/features/ring-builder/model/stone-shapes';
import {loadSettingChoices, type SettingChoice} from '~/features/ring-builder/ring-builder-settings.server';
import {loadCompleteRingPrices} from '~/features/ring-builder/complete-ring-prices.server';
import {DEFAULT_STONE_TYPE} from '~/features/ring-builder/model/ring-builder-snapshot';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import {SettingCard} from '~/features/ring-builder/components/SettingCard';
import {SettingMetalLinks} from '~/features/ring-builder/components/SettingMetalLinks';
import {useRingBuilderHydrated} from '~/features/ring-builder/hooks/use-ring-builder-hydrated';

export const meta: MetaFunction = () => [{title: 'Choose your setting | Ring builder'}];

/** The widest grid's first row: the cards a shopper sees first. */
const EAGER_SETTING_IMAGES = 5;

/** `?metal=<Metal option value>` shows every setting in that metal (an unknown one is ignored). */
export async function loader({context, request}: LoaderFunctionArgs) {
  const metal = new URL(request.url).searchParams.get('metal');
  const settings = await loadSettingChoices(context.storefront, metal && metal.length <= 100 ? metal : null);
  return {...settings, completePrices: await loadCompleteRingPrices(request, context, settings.choices)};
}

/** The setting in the variant made for the wanted shape (a chosen stone's, or the shape filter's) when it has one. */
function settingFor(choice: SettingChoice, shape: string | null) {
  const fit = shape ? settingShapeFit(choice.setting, shape) : null;
  return fit?.kind === 'switch' ? fit.setting : choice.setting;
}

const offers = (choice: SettingChoice, shape: string) => choice.shapes.some((offered) => offered.toLowerCase() === shape.toLowerCase());

/** Menu "Shop by Shape" links open the step with `?shape=<slug>`; unknown slugs filter nothing. */
function useShapeParam() {
  const [params] = useSearchParams();
  const slug = params.get('shape');
  const shape = slug ? (STONE_SHAPES.find((known) => shapeIconSlug(known) === slug) ?? null) : null;
  const without = new URLSearchParams(params);
  without.delete('shape');
  const rest = without.toString();
  return {shape, removeHref: `/ring-builder/settings${rest ? `?${rest}` : ''}`};
}

export default function SettingStep() {
  const {choices, metals, metal, completePrices} = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const hydrated = useRingBuilderHydrated();
  const navigate = useNavigate();
  const {shape, removeHref} = useShapeParam();
  const stone = useRingBuilder((state) => state.stone);
  const chosen = useRingBuilder((state) => state.setting);
  const chooseSetting = useRingBuilder((state) => state.chooseSetting);
  const pictureTemplate = useRingPictureTemplate();
  // The server prices the default stone type; the build's own is known once hydrated.
  const storedStoneType = useRingBuilder((state) => state.stoneType);
  const stoneType = hydrated ? storedStoneType : DEFAULT_STONE_TYPE;
  // The URL's shape is known on the server too; the stored stone only after hydration.
  const ofShape = shape ? choices.filter((choice) => offers(choice, shape)) : choices;
  const chosenStone = hydrated ? stone : null;
  const fitting = chosenStone ? ofShape.filter((choice) => settingFitsStone(choice.setting, choice.shapes, chosenStone)) : ofShape;

  return (
    <div className="setting-step">
      <h1>Choose your setting</h1>
      <SettingMetalLinks metals={metals} current={metal} params={params} />
      {shape ? (
        <ul className="active-filters" aria-label="Active filters">
          <li>
            <Link className="active-filters__chip" to={removeHref} aria-label={`Remove filter Shape: ${shape}`} data-testid="settings-shape-filter">
              Shape: {shape} <span aria-hidden="true">×</span>
            </Link>
          </li>
        </ul>
      ) : null}
      {hydrated && stone ? (
        <p className="setting-step__note" data-testid="settings-fit-note">
          Showing {fitting.length} {fitting.length === 1 ? 'setting' : 'settings'} that fit your {stone.carat.toFixed(2)} ct {stone.shape} diamond.
        </p>
      ) : null}
      {fitting.length === 0 ? (
        <p className="diamond-results__empty">
          {hydrated && stone ? 'No setting fits this stone. Choose another diamond or start a custom design.' : `No setting comes in ${shape ?? 'this shape'}.`}
          {shape ? (
            <>
              {' '}
              <Link to={removeHref}>Show every shape</Link>
            </>
          ) : null}
        </p>
      ) : (
        <ul className="setting-grid">
          {fitting.map((choice, index) => (
            <SettingCard
              key={choice.setting.id}
              image={index === 0 ? 'high' : index < EAGER_SETTING_IMAGES ? 'eager' : 'lazy'}
              setting={choice.setting}
              // Once a stone is chosen, the finished ring: this setting in the stone's shape, holding it.
              picture={ringPicture(chosenStone ? settingFor(choice, chosenStone.shape) : choice.setting, chosenStone, pictureTemplate)}
              shapes={choice.shapes}
              completeFrom={completePrices[choice.setting.id]?.[stoneType]}
              selected={chosen?.id === choice.setting.id}
              onChoose={() => {
                chooseSetting(settingFor(choice, stone?.shape ?? shape));
                void navigate(stone ? '/ring-builder/review' : '/ring-builder/diamonds');
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
