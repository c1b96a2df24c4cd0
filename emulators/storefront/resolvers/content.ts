// Pages, metaobjects and navigation menus (blogs and articles: blog.ts). Shopify's `main-menu` and `footer` menus are derived from
// the collection tree, the pages and the policies, as a merchant would set them up.
import type {SeedMetaobject, SeedPage} from '../../catalog/model';
import type {CatalogIndex} from '../catalog-index';
import {connection, type ConnectionArgs} from '../connection';
import type {ResolverMap} from '../context';
import {gid} from '../gid';
import {collectionSource, metaobjectSource, pageSource, seoSource, type EntitySource} from '../sources';
import {metafieldResolvers} from './metafields';

type PageSource = EntitySource<SeedPage, 'Page'>;
type MetaobjectSource = EntitySource<SeedMetaobject, 'Metaobject'>;

interface MenuItemSource {
  __typename: 'MenuItem';
  id: string;
  title: string;
  type: string;
  url: string;
  resourceId: string | null;
  tags: string[];
  items: MenuItemSource[];
  resource: unknown;
}

function menuItems(catalog: CatalogIndex, handle: string): MenuItemSource[] | null {
  const base = catalog.shop.primaryDomainUrl.replace(/\/$/, '');
  let counter = 0;
  const item = (title: string, type: string, path: string, resource: {id: string} | null, items: MenuItemSource[] = []): MenuItemSource => ({
    __typename: 'MenuItem',
    id: gid('MenuItem', `${handle}-${++counter}`),
    title,
    type,
    url: `${base}${path}`,
    resourceId: resource?.id ?? null,
    tags: [],
    items,
    resource,
  });
  if (handle === 'main-menu') {
    const childrenOf = (parent: string | null) => catalog.collections.filter((c) => c.parentHandle === parent);
    const tree = (parent: string | null): MenuItemSource[] =>
      childrenOf(parent).map((c) => item(c.title, 'COLLECTION', `/collections/${c.handle}`, collectionSource(c), tree(c.handle)));
    return [item('Home', 'FRONTPAGE', '/', null), ...tree(null)];
  }
  if (handle === 'footer') {
    return [
      ...catalog.pages.map((p) => item(p.title, 'PAGE', `/pages/${p.handle}`, pageSource(p))),
      ...catalog.shop.policies.map((p) => item(p.title, 'SHOP_POLICY', `/policies/${p.handle}`, null)),
    ];
  }
  return null;
}

const noEntries = (_root: unknown, args: ConnectionArgs) => connection([], args, () => '');

export const contentResolvers: ResolverMap = {
  QueryRoot: {
    // Hydrogen's storefrontRedirect asks on every 404; the seeded shop defines no redirects.
    urlRedirects: noEntries,
    page: (_root: unknown, args: {handle?: string | null; id?: string | null}, context) => {
      const page = args.id ? context.catalog.pageById.get(args.id) : context.catalog.pageByHandle.get(args.handle ?? '');
      return page ? pageSource(page) : null;
    },
    pageByHandle: (_root: unknown, args: {handle: string}, context) => {
      const page = context.catalog.pageByHandle.get(args.handle);
      return page ? pageSource(page) : null;
    },
    pages: (_root: unknown, args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, context) => {
      const words = (args.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      let pages = context.catalog.pages.filter((p) => words.every((w) => `${p.title} ${p.handle}`.toLowerCase().includes(w)));
      if (args.sortKey === 'TITLE') pages = [...pages].sort((a, b) => a.title.localeCompare(b.title, 'en'));
      if (args.sortKey === 'UPDATED_AT') pages = [...pages].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
      return connection(pages.map(pageSource), args, (p) => p._seed.id);
    },
    metaobject: (_root: unknown, args: {handle?: {type: string; handle: string} | null; id?: string | null}, context) => {
      const found = args.id
        ? context.catalog.metaobjectById.get(args.id)
        : args.handle
          ? context.catalog.metaobject(args.handle.type, args.handle.handle)
          : null;
      return found ? metaobjectSource(found) : null;
    },
    metaobjects: (_root: unknown, args: ConnectionArgs & {type: string; sortKey?: string | null}, context) => {
      const list = [...(context.catalog.metaobjectsByType.get(args.type) ?? [])];
      if (args.sortKey === 'updated_at') list.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
      if (args.sortKey === 'display_name') list.sort((a, b) => a.handle.localeCompare(b.handle));
      return connection(list.map(metaobjectSource), args, (m) => m._seed.id);
    },
    menu: (_root: unknown, args: {handle: string}, context) => {
      const items = menuItems(context.catalog, args.handle);
      if (!items) return null;
      const count = (list: MenuItemSource[]): number => list.reduce((n, i) => n + 1 + count(i.items), 0);
      return {
        __typename: 'Menu',
        id: gid('Menu', args.handle === 'main-menu' ? 1 : 2),
        handle: args.handle,
        title: args.handle === 'main-menu' ? 'Main menu' : 'Footer menu',
        items,
        itemsCount: count(items),
      };
    },
  },
  Page: {
    seo: (p: PageSource) => seoSource(p._seed.seo),
    ...metafieldResolvers((p: PageSource) => ({id: p._seed.id, metafields: [], updatedAt: p._seed.updatedAt})),
  },
  Metaobject: {
    fields: (m: MetaobjectSource) => m._seed.fields.map((f) => ({__typename: 'MetaobjectField', ...f})),
    field: (m: MetaobjectSource, args: {key: string}) => {
      const found = m._seed.fields.find((f) => f.key === args.key);
      return found ? {__typename: 'MetaobjectField', ...found} : null;
    },
  },
};
