import {describe, expect, it} from 'vitest';
import {builtRing as ring} from './ring-builder.fixture';
import {ringHintPath} from './ring-hint-link';
import {readSharedRing} from './ring-share-link';


describe('ringHintPath', () => {
  it('links the ring itself, which the review page opens as shared', () => {
    const path = ringHintPath(ring);
    expect(path).toBe('/ring-builder/review?setting=classic-halo&variant=31&stone=NAT-000004&type=natural');
    const shared = readSharedRing(new URL(path, 'https://shop.example').searchParams);
    expect(shared).toMatchObject({settingHandle: 'classic-halo', stockNumber: 'NAT-000004'});
  });

  it('leaves out the search filters, so no price range travels with a hint', () => {
    expect(ringHintPath(ring)).not.toMatch(/price|carat|sort/);
  });
});
