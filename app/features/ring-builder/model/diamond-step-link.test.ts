import {describe, expect, it} from 'vitest';
import {defaultDiamondFilters} from './diamond-filters';
import {diamondQueryKey, diamondResultsQuery} from './diamond-search-request';
import {linkedDiamondStep, linkedShape, linkedStoneType} from './diamond-step-link';
import {builtRing} from './ring-builder.fixture';
import {emptyRingBuilder} from './ring-builder-snapshot';

describe('linkedDiamondStep', () => {
  it('is the empty build for a link that names nothing', () => {
    expect(linkedDiamondStep(null, new URLSearchParams())).toEqual(emptyRingBuilder());
  });

  it('takes a menu link’s stone type and shape, ignoring unknown ones', () => {
    const build = linkedDiamondStep(null, new URLSearchParams('type=natural&shape=elongated-oval'));
    expect(build.stoneType).toBe('natural');
    expect(build.shapes).toEqual(['Elongated Oval']);
    expect(linkedDiamondStep(null, new URLSearchParams('type=glass&shape=blob'))).toEqual(emptyRingBuilder());
  });

  it('narrows carat and shape to a linked setting, and a linked shape wins over the setting’s', () => {
    const setting = builtRing.setting!;
    const build = linkedDiamondStep(setting, new URLSearchParams());
    expect(build.filters).toEqual(defaultDiamondFilters(setting));
    expect(build.shapes).toEqual(['Oval']);
    expect(linkedDiamondStep(setting, new URLSearchParams('shape=pear')).shapes).toEqual(['Pear']);
  });
});

describe('linked choices', () => {
  it('read stone types and shape slugs only', () => {
    expect(linkedStoneType('moissanite')).toBe('moissanite');
    expect(linkedStoneType(null)).toBeNull();
    expect(linkedShape('half-moon')).toBe('Half Moon');
    expect(linkedShape('lozenge')).toBeNull();
  });
});

describe('diamondQueryKey', () => {
  it('is the same for the server’s build and the browser’s equal one, whatever else the build holds', () => {
    const server = diamondResultsQuery(linkedDiamondStep(null, new URLSearchParams('type=natural')));
    const stored = {...emptyRingBuilder(), stone: builtRing.stone, view: 'table' as const, stoneType: 'natural' as const};
    const browser = diamondResultsQuery(stored);
    expect(diamondQueryKey(browser)).toBe(diamondQueryKey(server));
    expect(diamondQueryKey({...browser, shapes: ['Oval']})).not.toBe(diamondQueryKey(server));
  });
});
