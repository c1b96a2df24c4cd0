import {describe, expect, it} from 'vitest';
import {BRAND_FONTS_REQUESTED_KEY, DEFER_BRAND_FONTS_ON_FIRST_VISIT_SCRIPT, FONTS_DEFERRED_ATTRIBUTE} from './brand-fonts';

/** Runs the head script against a stored value (or a storage that throws); says whether it deferred the faces and what it stored. */
function runHeadScript(stored: string | null | 'throws') {
  const storage = new Map<string, string>(stored !== null && stored !== 'throws' ? [[BRAND_FONTS_REQUESTED_KEY, stored]] : []);
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'throws') throw new DOMException('denied', 'SecurityError');
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const attributes = new Set<string>();
  const document = {documentElement: {setAttribute: (name: string) => void attributes.add(name)}};
  new Function('localStorage', 'document', DEFER_BRAND_FONTS_ON_FIRST_VISIT_SCRIPT)(localStorage, document);
  return {deferred: attributes.has(FONTS_DEFERRED_ATTRIBUTE), stored: storage.get(BRAND_FONTS_REQUESTED_KEY) ?? null};
}

describe('the head script that defers the brand faces', () => {
  it('defers them on a first visit and remembers the visit', () => {
    expect(runHeadScript(null)).toEqual({deferred: true, stored: '1'});
  });

  it('lets a later document use them from its first paint', () => {
    expect(runHeadScript('1')).toEqual({deferred: false, stored: '1'});
  });

  it('leaves them alone where storage cannot be read', () => {
    expect(runHeadScript('throws')).toEqual({deferred: false, stored: null});
  });
});
