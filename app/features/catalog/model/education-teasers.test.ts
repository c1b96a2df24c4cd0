import {describe, expect, it} from 'vitest';
import {educationTeasers} from './education-teasers';

const page = (handle: string) => ({id: `gid://shopify/Page/${handle}`, handle, title: `Title ${handle}`, bodySummary: `Summary ${handle}`});

describe('educationTeasers', () => {
  it('keeps only the education tabs’ pages, in the tabs’ order, with the tab’s URL', () => {
    const teasers = educationTeasers([page('privacy-policy'), page('lab-and-natural'), page('shipping'), page('diamond-attributes')]);
    expect(teasers).toEqual([
      {id: 'gid://shopify/Page/diamond-attributes', title: 'Title diamond-attributes', bodySummary: 'Summary diamond-attributes', to: '/learn/diamond/attributes'},
      {id: 'gid://shopify/Page/lab-and-natural', title: 'Title lab-and-natural', bodySummary: 'Summary lab-and-natural', to: '/learn/diamond/lab-and-natural'},
    ]);
  });

  it('leaves out a tab whose page the store does not publish', () => {
    expect(educationTeasers([page('lab-and-natural')]).map((teaser) => teaser.to)).toEqual(['/learn/diamond/lab-and-natural']);
    expect(educationTeasers([])).toEqual([]);
  });
});
