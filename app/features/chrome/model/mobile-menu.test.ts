import {describe, expect, it} from 'vitest';
import {mobileHeaderView, mobilePendingView} from './mobile-menu';
import type {MenuLeaf, MenuSection} from './menu';

const section = (title: string, items: MenuLeaf[], url?: string): MenuSection => ({
  title,
  ...(url ? {url} : {}),
  isGrid: false,
  showInFooter: false,
  items,
});
const leaf = (title: string): MenuLeaf => ({title, url: `/${title.toLowerCase()}`});

describe('mobileHeaderView', () => {
  it('makes a header with no items a direct link', () => {
    expect(mobileHeaderView({title: 'Sale', url: '/sale', color: '#9B2C2C', items: []})).toEqual({
      kind: 'link',
      link: {title: 'Sale', url: '/sale'},
      color: '#9B2C2C',
    });
  });

  it('links a header with neither items nor url to #, titled Title when untitled', () => {
    expect(mobileHeaderView({items: []})).toEqual({kind: 'link', link: {title: 'Title', url: '#'}, color: undefined});
  });

  it('offers a header\'s own page first when its title opens an accordion', () => {
    const single = mobileHeaderView({title: 'Gifts', url: '/gifts', items: [{featured: false, sections: [section('Shop', [leaf('Rings'), leaf('Studs')])]}]});
    expect(single).toMatchObject({kind: 'list', overview: {title: 'Shop all Gifts', url: '/gifts'}});
    const several = mobileHeaderView({
      title: 'Engagement',
      url: '/shop/collections/engagement-rings',
      items: [{featured: false, sections: [section('Styles', [leaf('Halo'), leaf('Solitaire')]), section('Shapes', [leaf('Oval'), leaf('Pear')])]}],
    });
    expect(several).toMatchObject({kind: 'sections', overview: {title: 'Shop all Engagement', url: '/shop/collections/engagement-rings'}});
    expect(mobileHeaderView({title: 'Gifts', items: [{featured: false, sections: [section('Shop', [leaf('Rings')])]}]})).not.toHaveProperty('overview');
  });

  it('lists the items of a single section directly', () => {
    const view = mobileHeaderView({title: 'Gifts', items: [{featured: true, sections: [section('Shop', [leaf('Rings'), leaf('Studs')])]}]});
    expect(view).toEqual({
      kind: 'list',
      title: 'Gifts',
      color: undefined,
      links: [
        {title: 'Rings', url: '/rings'},
        {title: 'Studs', url: '/studs'},
      ],
    });
  });

  it('counts sections across featured and regular items', () => {
    const view = mobileHeaderView({
      title: 'Wedding',
      items: [
        {featured: false, sections: [section("Women's", [leaf('Bands'), leaf('Eternity')])]},
        {featured: true, sections: [section('All', [leaf('Shop')])]},
      ],
    });
    expect(view.kind).toBe('sections');
  });

  it('makes each section a sub-accordion, or a direct link to its one item', () => {
    const view = mobileHeaderView({
      title: 'Wedding',
      items: [
        {
          featured: false,
          sections: [
            section("Women's", [leaf('Bands'), {}]),
            section("Men's", [leaf('Mens')]),
            section('Empty with url', [], '/all'),
            section('Empty without url', []),
          ],
        },
      ],
    });
    expect(view).toEqual({
      kind: 'sections',
      title: 'Wedding',
      color: undefined,
      sections: [
        {kind: 'accordion', title: "Women's", links: [{title: 'Bands', url: '/bands'}, {title: 'Title', url: '#'}]},
        {kind: 'link', link: {title: 'Mens', url: '/mens'}},
        {kind: 'link', link: {title: 'Empty with url', url: '/all'}},
      ],
    });
  });
});

describe('mobilePendingView', () => {
  it('makes a header without a panel the same direct link as once the menu is read', () => {
    const header = {title: 'Sale', url: '/sale', color: '#9B2C2C', items: []};
    expect(mobilePendingView({title: 'Sale', url: '/sale', color: '#9B2C2C', hasPanel: false})).toEqual(mobileHeaderView(header));
  });

  it('keeps a header with a panel an accordion, pending, with its own page first', () => {
    expect(mobilePendingView({title: 'Gifts', url: '/gifts', hasPanel: true})).toEqual({
      kind: 'pending',
      title: 'Gifts',
      color: undefined,
      overview: {title: 'Shop all Gifts', url: '/gifts'},
    });
    expect(mobilePendingView({hasPanel: true})).toEqual({kind: 'pending', title: 'Title', color: undefined});
  });
});
