import {describe, expect, it} from 'vitest';
import {knownSelections} from './known-selections';
import {
  additionalPriceCents,
  missingRequiredOptions,
  optionsToFix,
  parseDisplayAttributes,
  parseProductOptions,
  selectionAttributes,
  selectionsTotalCents,
  valueLabel,
} from './product-options';

const stored = JSON.stringify([
  {id: 'ring-size', name: 'Ring Size', displayName: 'Ring Size (US)', description: 'd', format: 'select', values: [
    {id: 'ring-size-6', value: '6', displayAttributes: '{"label":"US 6"}', additionalPriceCents: 0},
  ]},
  {id: 'band-width', name: 'Band Width', displayName: '', description: '', format: 'radio', values: [
    {id: 'band-width-2', value: '2.0 mm', displayAttributes: '', additionalPriceCents: 8000},
    {id: 'band-width-3', value: '2.5 mm', displayAttributes: 'not json', additionalPriceCents: 16000},
    {value: 'no id'},
  ]},
  {id: 'mystery', name: 'Mystery', format: 'carousel', values: []},
  {name: 'No id'},
  'garbage',
]);

describe('parseDisplayAttributes', () => {
  it('parses an object and yields {} for empty, invalid or non-object JSON', () => {
    expect(parseDisplayAttributes('{"label":"US 6"}')).toEqual({label: 'US 6'});
    expect(parseDisplayAttributes('')).toEqual({});
    expect(parseDisplayAttributes('   ')).toEqual({});
    expect(parseDisplayAttributes('{oops')).toEqual({});
    expect(parseDisplayAttributes('[1,2]')).toEqual({});
    expect(parseDisplayAttributes('null')).toEqual({});
    expect(parseDisplayAttributes(undefined)).toEqual({});
  });
});

describe('parseProductOptions', () => {
  const options = parseProductOptions(stored);

  it('keeps well-formed options and values, dropping malformed ones', () => {
    expect(options.map((o) => o.id)).toEqual(['ring-size', 'band-width', 'mystery']);
    expect(options[1]?.values.map((v) => v.id)).toEqual(['band-width-2', 'band-width-3']);
  });

  it('falls back to the name for a missing display name and to select for unknown formats', () => {
    expect(options[1]?.displayName).toBe('Band Width');
    expect(options[2]?.format).toBe('select');
  });

  it('reads invalid JSON as no options', () => {
    expect(parseProductOptions('{')).toEqual([]);
    expect(parseProductOptions(null)).toEqual([]);
    expect(parseProductOptions('{"a":1}')).toEqual([]);
  });

  it('labels values by their display label, else their value', () => {
    expect(valueLabel(options[0]!.values[0]!)).toBe('US 6');
    expect(valueLabel(options[1]!.values[0]!)).toBe('2.0 mm');
  });
});

describe('additional prices', () => {
  const options = parseProductOptions(stored);

  it('looks a value up by value id and option id', () => {
    expect(additionalPriceCents(options, 'band-width', 'band-width-3')).toBe(16000);
    expect(additionalPriceCents(options, 'ring-size', 'band-width-3')).toBe(0);
    expect(additionalPriceCents(options, 'nope', 'band-width-3')).toBe(0);
  });

  it('sums the chosen values', () => {
    expect(selectionsTotalCents(options, {'ring-size': 'ring-size-6', 'band-width': 'band-width-2'})).toBe(8000);
  });

  it('lists the choice options still unchosen', () => {
    expect(missingRequiredOptions(options, {'ring-size': 'ring-size-6'}).map((o) => o.id)).toEqual(['band-width']);
  });

  it('counts a value the option does not have (from a URL or storage) as unchosen', () => {
    expect(missingRequiredOptions(options, {'ring-size': '<script>', 'band-width': 'band-width-2'}).map((o) => o.id)).toEqual(['ring-size']);
  });

  it('keeps only the selections the options can hold', () => {
    const withEngraving = [...options, {id: 'engraving', name: 'Engraving', displayName: 'Engraving', description: '', format: 'input' as const, values: []}];
    expect(knownSelections(withEngraving, {'ring-size': '<script>', 'band-width': 'band-width-2', engraving: 'J & M', unknown: 'x'})).toEqual({
      'band-width': 'band-width-2',
      engraving: 'J & M',
    });
  });
});

describe('selectionAttributes', () => {
  it('names each chosen option by its name with the value\'s own text, typed text as typed', () => {
    const options = [
      ...parseProductOptions(stored),
      {id: 'engraving', name: 'Engraving', displayName: 'Engraving', description: '', format: 'input' as const, values: []},
    ];
    expect(selectionAttributes(options, {'ring-size': 'ring-size-6', 'band-width': 'band-width-3', engraving: '  Forever  ', unknown: 'x'})).toEqual([
      {key: 'Ring Size', value: '6'},
      {key: 'Band Width', value: '2.5 mm'},
      {key: 'Engraving', value: 'Forever'},
    ]);
  });

  it('leaves out unchosen options and value ids the option does not have', () => {
    expect(selectionAttributes(parseProductOptions(stored), {'ring-size': '', 'band-width': 'band-width-9'})).toEqual([]);
  });

  it('never requires the engraving, but holds it to 20 characters of the engraver’s set', () => {
    const engraving = {id: 'engraving', name: 'Engraving', displayName: 'Complimentary Engraving', description: '', format: 'input' as const, values: []};
    expect(missingRequiredOptions([engraving], {})).toEqual([]);
    expect(optionsToFix([engraving], {})).toEqual([]);
    expect(optionsToFix([engraving], {engraving: 'J & M'})).toEqual([]);
    expect(optionsToFix([engraving], {engraving: 'x'.repeat(21)}).map((o) => o.id)).toEqual(['engraving']);
    expect(optionsToFix([engraving], {engraving: '<3 always'}).map((o) => o.id)).toEqual(['engraving']);
  });
});
