import {describe, expect, it} from 'vitest';
import type {Menu, MenuSection} from './menu';
import {EMPTY_SHELL_MENU, menuBar, menuVersion, shellMenu} from './shell-menu';

const section = (title: string, showInFooter: boolean): MenuSection => ({title, isGrid: false, showInFooter, items: [{title: `${title} item`, url: '/x'}]});

const menu: Menu = {
  headers: [
    {title: 'Engagement', url: '/engagement', items: [{featured: false, sections: [section('Shop by Style', true), section('Shapes', false)]}]},
    {title: 'Education', items: [{featured: true, sections: [section('Guides', false)]}]},
    {title: 'Sale', url: '/sale', color: '#9B2C2C', items: []},
  ],
};

describe('menuBar', () => {
  it('keeps what the bar shows of each header and whether it opens a panel, without undefined keys', () => {
    expect(menuBar(menu.headers)).toStrictEqual([
      {title: 'Engagement', url: '/engagement', hasPanel: true},
      {title: 'Education', hasPanel: true},
      {title: 'Sale', url: '/sale', color: '#9B2C2C', hasPanel: false},
    ]);
  });

  it('counts a header whose items have no sections as a plain link', () => {
    expect(menuBar([{title: 'Blog', items: [{featured: false, sections: []}]}])).toStrictEqual([{title: 'Blog', hasPanel: false}]);
  });
});

describe('shellMenu', () => {
  it('carries the bar, the footer sections and the version, not the panels', () => {
    const shell = shellMenu(menu);
    expect(shell.bar).toEqual(menuBar(menu.headers));
    expect(shell.footer.map((s) => s.title)).toEqual(['Shop by Style']);
    expect(shell.version).toBe(menuVersion(menu));
    expect(JSON.stringify(shell)).not.toContain('Shapes');
  });
});

describe('menuVersion', () => {
  it('is 8 hex digits, the same for the same menu', () => {
    expect(menuVersion(menu)).toMatch(/^[0-9a-f]{8}$/);
    expect(menuVersion(structuredClone(menu))).toBe(menuVersion(menu));
  });

  it('changes when anything in the panels changes, not only the bar', () => {
    const changed = structuredClone(menu);
    changed.headers[1]!.items[0]!.sections[0]!.items[0]!.url = '/y';
    expect(menuVersion(changed)).not.toBe(menuVersion(menu));
    expect(menuBar(changed.headers)).toEqual(menuBar(menu.headers));
  });

  it('names the empty menu too', () => {
    expect(EMPTY_SHELL_MENU.version).toBe(menuVersion({headers: []}));
  });
});
