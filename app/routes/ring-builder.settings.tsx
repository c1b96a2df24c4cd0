import {useLoaderData, useNavigate, useOutletContext, type LoaderFunctionArgs, type MetaFunction} from 'react-router';
import {settingFitsStone} from '~/domain/builder-setting';
import {loadSettingChoices, type SettingChoice} from '~/lib/ring-builder-settings';
import {useRingBuilder} from '~/stores/ring-builder';
import {SettingCard} from '~/components/ring-builder/SettingCard';

export const meta: MetaFunction = () => [{title: 'Choose your setting | Ring builder'}];

export async function loader({context}: LoaderFunctionArgs) {
  return {choices: await loadSettingChoices(context.storefront)};
}

/** With a stone chosen first, the setting takes the variant made for the stone's shape. */
function settingFor(choice: SettingChoice, stoneShape: string | null) {
  const variant = stoneShape ? choice.variantByShape[stoneShape] : undefined;
  return variant ? {...choice.setting, ...variant, shape: stoneShape} : choice.setting;
}

export default function SettingStep() {
  const {choices} = useLoaderData<typeof loader>();
  const {hydrated} = useOutletContext<{hydrated: boolean}>();
  const navigate = useNavigate();
  const stone = useRingBuilder((state) => state.stone);
  const chosen = useRingBuilder((state) => state.setting);
  const chooseSetting = useRingBuilder((state) => state.chooseSetting);
  // The stored stone is only known after hydration; until then the server's full list stays.
  const fitting = hydrated && stone ? choices.filter((choice) => settingFitsStone(choice.setting, choice.shapes, stone)) : choices;

  return (
    <div className="setting-step">
      <h1>Choose your setting</h1>
      {hydrated && stone ? (
        <p className="setting-step__note" data-testid="settings-fit-note">
          Showing {fitting.length} {fitting.length === 1 ? 'setting' : 'settings'} that fit your {stone.carat.toFixed(2)} ct {stone.shape} diamond.
        </p>
      ) : null}
      {fitting.length === 0 ? (
        <p className="diamond-results__empty">No setting fits this stone. Choose another diamond or start a custom design.</p>
      ) : (
        <ul className="setting-grid">
          {fitting.map((choice) => (
            <SettingCard
              key={choice.setting.id}
              setting={choice.setting}
              selected={chosen?.id === choice.setting.id}
              onChoose={() => {
                chooseSetting(settingFor(choice, stone?.shape ?? null));
                void navigate(stone ? '/ring-builder/review' : '/ring-builder/diamonds');
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
