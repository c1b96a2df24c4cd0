// Spec §4: the ring builder's state (setting, stone, stone type, shapes, filters, sort), kept for
// 168 hours through the expiring storage adapter and validated field by field when read back.
import {create} from 'zustand';
import {persist} from 'zustand/middleware';
import {RING_BUILDER_STORAGE_HOURS} from '~/config/ring-builder';
import type {DiamondFilters, Range, AdvancedFacet, ProportionKey, StoneType} from '~/features/ring-builder/model/diamond-filters';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import {emptyRingBuilder, type BuilderSetting, type BuilderStone, type ResultView, type RingBuilderSnapshot} from '~/features/ring-builder/model/ring-builder-snapshot';
import {
  withAdvancedToggled,
  withComparedToggled,
  withFilter,
  withFiltersCleared,
  withProportion,
  withReset,
  withSetting,
  withSettingVariant,
  withSettingOptions,
  withShapeToggled,
  withSortSelection,
  withStone,
  withView,
} from '~/features/ring-builder/model/ring-builder-transitions';
import {withSharedRing, type SharedRing} from '~/features/ring-builder/model/ring-share-link';
import {deferredPersistStorage} from '~/platform/storage/deferred-persist-storage';
import {mergeStoredState} from '~/platform/storage/merge-stored-state';

export const RING_BUILDER_STORAGE_KEY = 'ring-builder';

interface RingBuilderActions {
  chooseSetting: (setting: BuilderSetting) => void;
  /** Another variant of the chosen setting (a metal chosen on the review); nothing else changes. */
  chooseSettingVariant: (variant: BuilderSetting) => void;
  chooseStone: (stone: BuilderStone) => void;
  setStoneType: (stoneType: StoneType) => void;
  toggleShape: (shape: string) => void;
  setShapes: (shapes: string[]) => void;
  setFilter: (key: keyof DiamondFilters, range: Range) => void;
  clearFilters: () => void;
  selectSort: (selection: string) => void;
  toggleAdvanced: (facet: AdvancedFacet, value: string) => void;
  setProportion: (key: ProportionKey, range: Range | null) => void;
  setSettingOptions: (options: Readonly<Record<string, string>>) => void;
  setView: (view: ResultView) => void;
  applySharedRing: (link: SharedRing, linkedSetting: BuilderSetting | null) => void;
  toggleCompare: (hit: DiamondHit) => void;
  reset: () => void;
}

export type RingBuilderState = RingBuilderSnapshot & RingBuilderActions;

const snapshotOf = (state: RingBuilderState): RingBuilderSnapshot => ({
  setting: state.setting,
  stone: state.stone,
  stoneType: state.stoneType,
  shapes: state.shapes,
  filters: state.filters,
  sort: state.sort,
  advanced: state.advanced,
  proportions: state.proportions,
  view: state.view,
  compared: state.compared,
});

type Change = (state: RingBuilderSnapshot) => RingBuilderSnapshot;

/**
 * Choices made before the stored build has been read (its code loads after hydration) are kept
 * and applied again over the build once it is read, so none is lost to it.
 */
let unreadChanges: Change[] | null = [];

function replayUnreadChanges() {
  const changes = unreadChanges ?? [];
  unreadChanges = null;
  for (const change of changes) useRingBuilder.setState((state) => change(snapshotOf(state)));
}

export const useRingBuilder = create<RingBuilderState>()(
  persist(
    (set) => {
      const apply = (change: Change) => {
        unreadChanges?.push(change);
        set((state) => change(snapshotOf(state)));
      };
      return {
        ...emptyRingBuilder(),
        chooseSetting: (setting) => apply((state) => withSetting(state, setting)),
        chooseSettingVariant: (variant) => apply((state) => withSettingVariant(state, variant)),
        chooseStone: (stone) => apply((state) => withStone(state, stone)),
        setStoneType: (stoneType) => apply((state) => ({...state, stoneType})),
        toggleShape: (shape) => apply((state) => withShapeToggled(state, shape)),
        setShapes: (shapes) => apply((state) => ({...state, shapes})),
        setFilter: (key, range) => apply((state) => withFilter(state, key, range)),
        clearFilters: () => apply(withFiltersCleared),
        selectSort: (selection) => apply((state) => withSortSelection(state, selection)),
        toggleAdvanced: (facet, value) => apply((state) => withAdvancedToggled(state, facet, value)),
        setProportion: (key, range) => apply((state) => withProportion(state, key, range)),
        setSettingOptions: (options) => apply((state) => withSettingOptions(state, options)),
        setView: (view) => apply((state) => withView(state, view)),
        applySharedRing: (link, linkedSetting) => apply((state) => withSharedRing(state, link, linkedSetting)),
        reset: () => apply(withReset),
        toggleCompare: (hit) => apply((state) => withComparedToggled(state, hit)),
      };
    },
    {
      name: RING_BUILDER_STORAGE_KEY,
      // The stored build is read only after hydration, so its check stays off the first load.
      storage: deferredPersistStorage(async () => {
        const [{expiringPersistStorage}, {storedValueCheck}, {readRingBuilderSnapshot}] = await Promise.all([
          import('~/platform/storage/expiring-storage'),
          import('~/platform/storage/stored-value-check'),
          import('~/features/ring-builder/model/ring-builder-state'),
        ]);
        return expiringPersistStorage<RingBuilderSnapshot>(storedValueCheck(readRingBuilderSnapshot), emptyRingBuilder(), RING_BUILDER_STORAGE_HOURS);
      }),
      partialize: snapshotOf,
      merge: mergeStoredState,
      onRehydrateStorage: () => replayUnreadChanges,
      // Read after hydration, so the server's HTML and the first client render agree.
      skipHydration: true,
    },
  ),
);
