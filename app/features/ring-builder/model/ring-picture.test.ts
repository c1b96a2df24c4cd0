import {describe, expect, it} from 'vitest';
import {ringPicture, ringPictureSource, ringPictureUrl} from './ring-picture';

const TEMPLATE = 'https://rings.example/{setting}.svg?metal={metal}&shape={shape}&carat={carat}';
const setting = {slug: 'aurora-halo-setting', title: 'The Aurora Halo Setting', metal: '14K Yellow Gold', imageUrl: 'https://cdn.example/aurora-yellow.svg'};
const stone = {shape: 'Oval', carat: 1.5};

describe('ringPictureUrl', () => {
  it('fills every placeholder, URL-encoded, the carat to two places', () => {
    expect(ringPictureUrl(TEMPLATE, {setting: 'aurora-halo-setting', metal: '14K Yellow Gold', shape: 'Oval', carat: 1.5})).toBe(
      'https://rings.example/aurora-halo-setting.svg?metal=14K%20Yellow%20Gold&shape=Oval&carat=1.50',
    );
  });

  it('keeps values from ending up as markup or another parameter', () => {
    const url = ringPictureUrl(TEMPLATE, {setting: 'a', metal: 'Gold&carat=99', shape: '"><script>', carat: 1});
    expect(url).toBe('https://rings.example/a.svg?metal=Gold%26carat%3D99&shape=%22%3E%3Cscript%3E&carat=1.00');
  });

  it('refuses a template that is not an http(s) URL', () => {
    expect(ringPictureUrl('javascript:alert(1)//{setting}', {...stone, setting: 'a', metal: 'Platinum'})).toBeNull();
    expect(ringPictureUrl('{setting}', {...stone, setting: 'a', metal: 'Platinum'})).toBeNull();
  });
});

describe('ringPicture', () => {
  it('composes the setting in its metal with the chosen stone when the store publishes a template', () => {
    expect(ringPicture(setting, stone, TEMPLATE)).toEqual({
      src: 'https://rings.example/aurora-halo-setting.svg?metal=14K%20Yellow%20Gold&shape=Oval&carat=1.50',
      alt: 'The Aurora Halo Setting in 14K Yellow Gold holding an oval 1.50 ct center stone',
      composed: true,
    });
  });

  it("falls back to the setting's own photograph in its metal without a template, a stone or a metal", () => {
    const own = {src: setting.imageUrl, alt: 'The Aurora Halo Setting in 14K Yellow Gold', composed: false};
    expect(ringPicture(setting, stone, null)).toEqual(own);
    expect(ringPicture(setting, null, TEMPLATE)).toEqual(own);
    expect(ringPicture({...setting, metal: null}, stone, TEMPLATE)).toEqual({...own, alt: 'The Aurora Halo Setting'});
    expect(ringPicture(setting, stone, 'ftp://rings.example/{setting}')).toEqual(own);
  });

  it('is null when there is nothing to show', () => {
    expect(ringPicture({...setting, imageUrl: null}, null, TEMPLATE)).toBeNull();
  });
});

describe('ringPictureSource', () => {
  it("loads a composed picture as the template gives it, and the setting's photograph at the builder's largest size", () => {
    const composed = ringPicture(setting, stone, TEMPLATE)!;
    expect(ringPictureSource(composed)).toBe(composed.src);
    expect(ringPictureSource(ringPicture(setting, null, TEMPLATE)!)).toBe('https://cdn.example/aurora-yellow.svg?width=480');
  });
});
