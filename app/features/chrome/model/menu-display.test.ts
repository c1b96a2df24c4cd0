import {describe, expect, it} from 'vitest';
import {displayTitle, displayUrl, footerSections, gridColumns, gridImage, hasPanel, panelSections} from './menu-display';
import type {MenuHeader, MenuSection} from './menu';

const section = (title: string, extra: Partial<MenuSection> = {}): MenuSection => ({
  title,
  isGrid: false,
  showInFooter: false,
  items: [],
  ...extra,
});

describe('display defaults', () => {
  it('shows Title for a missing title and # for a missing url', () => {
    expect(displayTitle({})).toBe('Title');
    expect(displayUrl({})).toBe('#');
    expect(displayTitle({title: 'Rings'})).toBe('Rings');
    expect(displayUrl({url: '/rings'})).toBe('/rings');
  });

  it('lays grid sections out in 4 columns unless told otherwise', () => {
    expect(gridColumns(section('Shapes', {isGrid: true}))).toBe(4);
    expect(gridColumns(section('Shapes', {isGrid: true, columnCount: 5}))).toBe(5);
  });

  it('shows the default diamond image for a grid item without one', () => {
    expect(gridImage({title: 'Oval'}, '/default.svg')).toBe('/default.svg');
    expect(gridImage({title: 'Oval', accessory: '/oval.svg'}, '/default.svg')).toBe('/oval.svg');
  });
});

describe('panelSections', () => {
  it('puts non-featured items on the left and featured ones in the shaded area, in order', () => {
    const header: MenuHeader = {
      title: 'Engagement',
      items: [
        {featured: true, sections: [section('Design Your Ring')]},
        {featured: false, sections: [section('Style'), section('Shape')]},
        {featured: true, sections: [section('Most Loved')]},
      ],
    };
    const {regular, featured} = panelSections(header);
    expect(regular.map((s) => s.title)).toEqual(['Style', 'Shape']);
    expect(featured.map((s) => s.title)).toEqual(['Design Your Ring', 'Most Loved']);
  });

  it('has a panel only when some item has sections', () => {
    expect(hasPanel({title: 'Sale', url: '/sale', items: []})).toBe(false);
    expect(hasPanel({title: 'Empty', items: [{featured: false, sections: []}]})).toBe(false);
    expect(hasPanel({title: 'Full', items: [{featured: false, sections: [section('S')]}]})).toBe(true);
  });
});

describe('footerSections', () => {
  it('collects every section flagged showInFooter across headers and items', () => {
    const headers: MenuHeader[] = [
      {title: 'A', items: [{featured: false, sections: [section('Hidden'), section('Shop', {showInFooter: true})]}]},
      {title: 'B', items: [{featured: true, sections: [section('Care', {showInFooter: true})]}]},
    ];
    expect(footerSections(headers).map((s) => s.title)).toEqual(['Shop', 'Care']);
  });
});
