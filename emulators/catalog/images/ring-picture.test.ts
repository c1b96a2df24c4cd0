import {describe, expect, it} from 'vitest';
import {settingHandle, settingStyleFromHandle} from '../image-paths';
import {renderSettingImage} from './ring';
import {clampedCarat, readRingPictureRequest, renderRingPicture, stoneSizeFor} from './ring-picture';
import {METALS} from '../materials';

const ask = (path: string, query: string) => readRingPictureRequest(path, new URLSearchParams(query));
const HALO = '/images/rings/aurora-halo-setting.svg';

describe('ring picture requests', () => {
  it('tells the style back from every setting handle the catalogue makes, the longest style first', () => {
    expect(settingStyleFromHandle(settingHandle('Aurora', 'hidden-halo'))).toBe('hidden-halo');
    expect(settingStyleFromHandle(settingHandle('Isla', 'halo'))).toBe('halo');
    expect(settingStyleFromHandle(settingHandle('Wren', 'split-shank'))).toBe('split-shank');
    expect(settingStyleFromHandle('aurora-halo-band')).toBeNull();
  });

  it('reads the metal and shape by option value or slug, in any case', () => {
    expect(ask(HALO, 'metal=14K%20Yellow%20Gold&shape=Oval&carat=1.5')).toMatchObject({style: 'halo', metal: {slug: 'yellow-gold'}, shape: 'Oval', carat: 1.5});
    expect(ask(HALO, 'metal=rose-gold&shape=princess&carat=1')).toMatchObject({metal: {slug: 'rose-gold'}, shape: 'Princess'});
    expect(ask(HALO, 'metal=PLATINUM&shape=pear&carat=1')).toMatchObject({metal: {slug: 'platinum'}, shape: 'Pear'});
  });

  it('holds the carat to 0.1-5 ct, to two places', () => {
    expect(clampedCarat('0.01')).toBe(0.1);
    expect(clampedCarat('99')).toBe(5);
    expect(clampedCarat('1.234')).toBe(1.23);
    expect(clampedCarat('2')).toBe(2);
  });

  it('refuses what names no picture: unknown setting style, metal or shape, a carat that is not a number, a missing value', () => {
    expect(ask('/images/rings/aurora-band.svg', 'metal=platinum&shape=Oval&carat=1')).toBeNull();
    expect(ask(HALO, 'metal=silver&shape=Oval&carat=1')).toBeNull();
    expect(ask(HALO, 'metal=platinum&shape=Star&carat=1')).toBeNull();
    expect(ask(HALO, 'metal=platinum&shape=Oval&carat=-1')).toBeNull();
    expect(ask(HALO, 'metal=platinum&shape=Oval&carat=1e3')).toBeNull();
    expect(ask(HALO, 'metal=platinum&shape=Oval&carat=%3Cscript%3E')).toBeNull();
    expect(ask(HALO, 'metal=platinum&shape=Oval')).toBeNull();
    expect(ask('/images/rings/../settings/halo.svg', 'metal=platinum&shape=Oval&carat=1')).toBeNull();
  });

  it('draws the stone wider as the carat grows, by the cube root of its weight, and the catalogue photograph at 2 ct', () => {
    expect(stoneSizeFor(2)).toBe(1);
    expect(stoneSizeFor(0.25)).toBeCloseTo(0.5);
    const metal = METALS[1]!;
    expect(renderRingPicture({style: 'solitaire', metal, shape: 'Round', carat: 2})).toBe(renderSettingImage('solitaire', 'Round', metal));
    const small = renderRingPicture({style: 'solitaire', metal, shape: 'Round', carat: 0.5});
    const large = renderRingPicture({style: 'solitaire', metal, shape: 'Round', carat: 4});
    expect(small).not.toBe(large);
    expect(large).toContain(metal.tones[1]);
  });
});
