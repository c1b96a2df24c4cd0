import {describe, expect, it} from 'vitest';
import {theTitle, withIndefiniteArticle} from './prose';

describe('theTitle', () => {
  it('keeps a title that already starts with The', () => {
    expect(theTitle('The Margot Solitaire Setting')).toBe('The Margot Solitaire Setting');
    expect(theTitle('the margot setting')).toBe('the margot setting');
  });

  it('adds The to a title without it, and does not mistake a word starting with The', () => {
    expect(theTitle('Margot Solitaire Setting')).toBe('The Margot Solitaire Setting');
    expect(theTitle('Theodora Halo Setting')).toBe('The Theodora Halo Setting');
  });
});

describe('withIndefiniteArticle', () => {
  it('uses an before a vowel and a before a consonant', () => {
    expect(withIndefiniteArticle('Elongated Cushion')).toBe('an Elongated Cushion');
    expect(withIndefiniteArticle('Oval')).toBe('an Oval');
    expect(withIndefiniteArticle('Asscher')).toBe('an Asscher');
    expect(withIndefiniteArticle('Round')).toBe('a Round');
    expect(withIndefiniteArticle('Princess')).toBe('a Princess');
  });
});
