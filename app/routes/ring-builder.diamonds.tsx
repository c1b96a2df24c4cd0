import {useCallback, useEffect, useMemo, useState} from 'react';
import {
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {activeFilterCount, defaultDiamondFilters} from '~/features/ring-builder/model/diamond-filters';
import {caratRangeProblem} from '~/features/ring-builder/model/filter-bounds';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import {stoneFromHit} from '~/features/ring-builder/model/stone-from-hit';
import {diamondResultsQuery} from '~/features/ring-builder/model/diamond-search-request';
import {linkedDiamondStep, linkedShape, linkedStoneType} from '~/features/ring-builder/model/diamond-step-link';
import {readSettingOptions} from '~/features/ring-builder/model/setting-options-params';
import {variantGidFromParam} from '~/features/catalog/model/variant-id';
import {theTitle} from '~/features/ring-builder/model/prose';
import {shapesWithoutStones} from '~/features/ring-builder/model/shape-alternatives';
import {firstDiamondResults} from '~/features/ring-builder/diamond-results.server';
import {loadSetting} from '~/features/ring-builder/ring-builder-settings.server';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import {CompareTray} from '~/features/ring-builder/components/CompareTray';
import {DiamondResults} from '~/features/ring-builder/components/DiamondResults';
import {FilterDrawer} from '~/features/ring-builder/components/FilterDrawer';
import {ShapeWithoutStonesNotice} from '~/features/ring-builder/components/ShapeWithoutStonesNotice';
import {SortBy} from '~/features/ring-builder/components/SortBy';
import {useDiamondSearch} from '~/features/ring-builder/hooks/use-diamond-search';
import {useShownSearch} from '~/features/ring-builder/hooks/use-shown-search';
import {serverRenderedIsland} from '~/ui/server-rendered-island';
import {useRingBuilderHydrated} from '~/features/ring-builder/hooks/use-ring-builder-hydrated';

// The filters (sliders and all) are an island: the server renders them into the document, and the
// browser hydrates them once their code arrives, after the rest of the step (on a phone they are hidden).
const DiamondFilterPanel = serverRenderedIsland(() => import('~/features/ring-builder/components/DiamondFilterPanel').then((m) => m.DiamondFilterPanel));

export const meta: MetaFunction = () => [{title: 'Choose your diamond | Ring builder'}];

/**
 * "Choose this setting" on a product page opens this step with `?setting=<handle>&variant=<id>`.
 * The first page of diamonds for the link's build is in the HTML; the browser keeps it while the
 * shopper's stored build asks for the same stones. A client navigation gets no first results: the
 * browser already holds the build and searches for it, and results for an empty build would be on
 * screen (and pickable) until then, whatever setting the shopper has just chosen.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const handle = params.get('setting');
  const linkedSetting = handle ? await loadSetting(context.storefront, handle, variantGidFromParam(params.get('variant'))) : null;
  if (context.dataRequest) return {linkedSetting, firstResults: null};
  const firstResults = await firstDiamondResults(request, context, diamondResultsQuery(linkedDiamondStep(linkedSetting, params)));
  return {linkedSetting, firstResults};
}

type LinkedSetting = NonNullable<Awaited<ReturnType<typeof loader>>['linkedSetting']>;

/** The link's setting and the options it carries, into the build. */
function applyLinkedSetting(linkedSetting: LinkedSetting) {
  const {setting, chooseSetting, setSettingOptions} = useRingBuilder.getState();
  // Reloading the same link must not throw away filters chosen since.
  if (setting?.id !== linkedSetting.id || setting.variantId !== linkedSetting.variantId) chooseSetting(linkedSetting);
  const options = readSettingOptions(new URLSearchParams(window.location.search));
  if (Object.keys(options).length > 0) setSettingOptions(options);
}

/** Menu links open the step with `?type=` and `?shape=<slug>`; they win over the stored choice. */
function useLinkedChoices(hydrated: boolean) {
  const [params] = useSearchParams();
  const {linkedSetting} = useLoaderData<typeof loader>();
  useEffect(() => {
    if (hydrated && linkedSetting) applyLinkedSetting(linkedSetting);
  }, [hydrated, linkedSetting]);
  const type = params.get('type');
  const shape = params.get('shape');
  useEffect(() => {
    if (!hydrated) return;
    const {setStoneType, setShapes} = useRingBuilder.getState();
    const stoneType = linkedStoneType(type);
    if (stoneType) setStoneType(stoneType);
    const named = linkedShape(shape);
    if (named) setShapes([named]);
  }, [hydrated, type, shape]);
}

export default function DiamondStep() {
  const hydrated = useRingBuilderHydrated();
  const imageOrigin = useRouteLoaderData<RootLoader>('root')?.publicEnv.catalogImageOrigin ?? null;
  const {setting, stone, stoneType, shapes, filters, sort, advanced, proportions, view, setView, clearFilters, setShapes} = useRingBuilder();
  useLinkedChoices(hydrated);
  const navigate = useNavigate();

  const {firstResults, linkedSetting} = useLoaderData<typeof loader>();
  const query = useMemo(() => diamondResultsQuery({filters, shapes, stoneType, sort, advanced, proportions}), [filters, shapes, stoneType, sort, advanced, proportions]);
  const [pagesShown, setPagesShown] = useState(1);
  // The store's action is stable, so the result cards (memoised) re-render only when their own stone's state changes.
  const compared = useRingBuilder((state) => state.compared);
  const toggleCompare = useRingBuilder((state) => state.toggleCompare);
  const selectStone = useCallback(
    (hit: DiamondHit) => {
      // A stone picked from the server's first results can come before the stored build is read,
      // and so before the link's setting is applied: the link's setting still goes with it.
      if (linkedSetting) applyLinkedSetting(linkedSetting);
      const {setting, chooseStone} = useRingBuilder.getState();
      chooseStone(stoneFromHit(hit));
      void navigate(setting ? '/ring-builder/review' : '/ring-builder/settings');
    },
    [navigate, linkedSetting],
  );
  useEffect(() => setPagesShown(1), [query]);
  const search = useDiamondSearch({query, pagesShown, enabled: hydrated, initial: firstResults});
  const shownSearch = useShownSearch(search);
  const activeCount = activeFilterCount(filters, defaultDiamondFilters(setting));

  // Shapes the chosen setting is not made for are the shopper's to look at, but the ring cannot hold them: say so up front.
  const settingShapes = setting ? Object.keys(setting.shapeVariants) : [];
  const foreignShapes = settingShapes.length === 0 ? [] : shapes.filter((shape) => !settingShapes.some((own) => own.toLowerCase() === shape.toLowerCase()));

  const missingShape = shapesWithoutStones(shapes)[0] ?? null;
  const caratProblem = hydrated ? caratRangeProblem(filters.carat) : null;

  const widen = () => {
    clearFilters();
    setShapes([]);
  };

  return (
    <div className="diamond-step">
      <h1 className="diamond-step__title">Choose your diamond</h1>
      {hydrated && setting && foreignShapes.length > 0 ? (
        <p className="diamond-step__note" role="status" data-testid="setting-shape-note">
          {theTitle(setting.title)} is made for {settingShapes.join(', ')} diamonds, not {foreignShapes.join(', ')}.
        </p>
      ) : null}
      {caratProblem ? (
        <p className="form-error" role="alert" data-testid="carat-range-error">
          {caratProblem}
        </p>
      ) : null}
      {hydrated && missingShape ? <ShapeWithoutStonesNotice shape={missingShape} settingShapes={settingShapes} onChooseShape={(shape) => setShapes([shape])} /> : null}
      <div className="diamond-step__toolbar">
        <FilterDrawer activeCount={activeCount} onClearAll={clearFilters} />
        <SortBy />
      </div>
      <div className="diamond-step__layout">
        <aside className="diamond-step__panel" aria-label="Diamond filters">
          <div className="diamond-step__panel-header">
            <h2>{`Filters (${activeCount})`}</h2>
            <button type="button" className="builder-link" onClick={clearFilters}>
              Clear all
            </button>
          </div>
          <DiamondFilterPanel.Island fallback={null} />
        </aside>
        <DiamondResults
          search={shownSearch}
          pagesShown={pagesShown}
          imageOrigin={imageOrigin}
          selectedId={stone?.objectID ?? null}
          onSelect={selectStone}
          onShowMore={() => setPagesShown((pages) => pages + 1)}
          onWiden={widen}
          compared={compared}
          onToggleCompare={toggleCompare}
          view={view}
          onViewChange={setView}
        />
      </div>
      <CompareTray compared={compared} onRemove={toggleCompare} />
    </div>
  );
}
