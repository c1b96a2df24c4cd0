import {describe, expect, it} from 'vitest';
import {useRingBuilder} from './ring-builder-store';

describe('the ring builder store', () => {
  it('keeps choices made before the stored build was read, applied over it', async () => {
    const {setStoneType, toggleShape} = useRingBuilder.getState();
    setStoneType('natural');
    toggleShape('Oval');
    // Nothing is stored here (no localStorage): reading back gives the empty build.
    await useRingBuilder.persist.rehydrate();
    expect(useRingBuilder.persist.hasHydrated()).toBe(true);
    expect(useRingBuilder.getState()).toMatchObject({stoneType: 'natural', shapes: ['Oval']});
  });
});
