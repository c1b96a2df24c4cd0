import {describe, expect, it} from 'vitest';
import {parseMenu, parseMenuJson} from './menu';

const leaf = (title: string, url = `/${title.toLowerCase()}`) => ({title, url});

describe('parseMenu', () => {
  it('keeps a well-formed menu as stored, with flags defaulted to false', () => {
    const {menu, dropped} = parseMenu([
      {
        title: 'Engagement',
        url: '/shop/collections/engagement-rings',
        color: '#9B2C2C',
        items: [{sections: [{title: 'Shape', isGrid: true, columnCount: 5, items: [{title: 'Oval', url: '/o', accessory: '/images/shapes/oval.svg'}]}]}],
      },
    ]);
    expect(dropped).toEqual([]);
    expect(menu).toEqual({
      headers: [
        {
          title: 'Engagement',
          url: '/shop/collections/engagement-rings',
          color: '#9B2C2C',
          items: [
            {
              featured: false,
              sections: [
                {title: 'Shape', isGrid: true, columnCount: 5, showInFooter: false, items: [{title: 'Oval', url: '/o', accessory: '/images/shapes/oval.svg'}]},
              ],
            },
          ],
        },
      ],
    });
  });

  it('accepts the headers wrapped in an object', () => {
    expect(parseMenu({headers: [{title: 'Sale', url: '/sale'}]}).menu.headers).toEqual([{title: 'Sale', url: '/sale', items: []}]);
  });

  it('treats missing, null and blank text as absent, so display defaults apply later', () => {
    const {menu, dropped} = parseMenu([{title: '  ', url: null, items: [{featured: true, sections: [{items: [{}]}]}]}]);
    expect(dropped).toEqual([]);
    expect(menu.headers[0]).toEqual({items: [{featured: true, sections: [{isGrid: false, showInFooter: false, items: [{}]}]}]});
  });

  it('drops only the malformed entry and reports where it was', () => {
    const {menu, dropped} = parseMenu([
      {title: 'Good', items: [{sections: [{title: 'S', items: [leaf('A'), {title: 42}, leaf('B')]}]}]},
      'not a header',
      {title: 'Bad colour', color: 'red; background: url(x)'},
      {title: 'Bad columns', items: [{sections: [{title: 'Grid', isGrid: true, columnCount: 0}]}]},
      {title: 'Script', url: 'javascript:alert(1)'},
    ]);
    expect(menu.headers.map((h) => h.title)).toEqual(['Good', 'Bad columns']);
    expect(menu.headers[0]!.items[0]!.sections[0]!.items.map((l) => l.title)).toEqual(['A', 'B']);
    expect(menu.headers[1]!.items[0]!.sections).toEqual([]);
    expect(dropped.map((d) => d.path)).toEqual([
      'headers[0].items[0].sections[0].items[1]',
      'headers[1]',
      'headers[2]',
      'headers[3].items[0].sections[0]',
      'headers[4]',
    ]);
    expect(dropped[0]!.reason).toContain('title');
  });

  it('rejects protocol-relative links and image paths', () => {
    const {dropped} = parseMenu([{title: 'X', items: [{sections: [{items: [{title: 'a', url: '//evil.example'}, {title: 'b', accessory: '//evil.example/x.png'}]}]}]}]);
    expect(dropped).toHaveLength(2);
  });

  it('yields an empty menu when the value is not a list of headers', () => {
    expect(parseMenu({foo: 1})).toEqual({menu: {headers: []}, dropped: [{path: 'headers', reason: 'expected an array of headers'}]});
  });
});

describe('parseMenuJson', () => {
  it('parses the stored JSON string', () => {
    expect(parseMenuJson(JSON.stringify([{title: 'Sale', url: '/sale'}])).menu.headers).toHaveLength(1);
  });

  it('survives invalid or missing JSON with an empty menu', () => {
    expect(parseMenuJson('{nope').menu.headers).toEqual([]);
    expect(parseMenuJson('{nope').dropped[0]!.reason).toBe('invalid JSON');
    expect(parseMenuJson(null).menu.headers).toEqual([]);
  });
});
