// The mega menu (metaobject `menu`, handle `menu-v3`) in the spec's Menu shape. Links use the
// storefront's real routes; collection links follow the collection tree in collections.ts.
import {SETTING_STYLE_INFO} from './setting-styles';
import {DIAMOND_SHAPES} from './model';
import {shapeIconPath, shapeSlug, type StoneShape} from './shapes';

export interface MenuLeaf {
  title: string;
  url: string;
  /** Image path: a 100x100 tile in grid sections, a 20x20 icon otherwise. */
  accessory?: string;
}

export interface MenuSection {
  title: string;
  url?: string;
  isGrid: boolean;
  columnCount: number;
  showInFooter: boolean;
  items: MenuLeaf[];
}

export interface MenuItem {
  featured: boolean;
  sections: MenuSection[];
}

export interface MenuHeader {
  title: string;
  url?: string;
  color?: string;
  items: MenuItem[];
}

export const MENU_HANDLE = 'menu-v3';

const collections = (path: string) => `/shop/collections/${path}`;
const categories = (path: string) => `/shop/categories/${path}`;

function list(title: string, items: MenuLeaf[], extra: Partial<MenuSection> = {}): MenuSection {
  return {title, isGrid: false, columnCount: 1, showInFooter: false, items, ...extra};
}

function shapeGrid(title: string, shapes: readonly StoneShape[], base: string, columnCount: number): MenuSection {
  return {
    title,
    url: base,
    isGrid: true,
    columnCount,
    showInFooter: false,
    items: shapes.map((shape) => ({title: shape, url: `${base}?shape=${shapeSlug(shape)}`, accessory: shapeIconPath(shape)})),
  };
}

const POPULAR_SHAPES: readonly StoneShape[] = ['Round', 'Oval', 'Cushion', 'Emerald', 'Pear', 'Princess', 'Radiant', 'Marquise'];

export function menuHeaders(): MenuHeader[] {
  const settings = collections('engagement-rings/settings');
  return [
    {
      title: 'Engagement',
      url: collections('engagement-rings'),
      items: [
        {
          featured: false,
          sections: [
            list(
              'Shop by Style',
              SETTING_STYLE_INFO.slice(0, 8).map((info) => ({title: info.label, url: `${settings}/${info.style}-settings`})),
              {url: settings},
            ),
            shapeGrid('Shop by Shape', POPULAR_SHAPES, '/ring-builder/settings', 4),
          ],
        },
        {
          featured: true,
          sections: [
            list('Design Your Ring', [
              {title: 'Start with a Setting', url: '/ring-builder/settings', accessory: '/images/shapes/round.svg'},
              {title: 'Start with a Diamond', url: '/ring-builder/diamonds', accessory: '/images/shapes/oval.svg'},
              {title: 'Custom Design', url: '/custom/start-your-custom-design'},
            ]),
            list('Most Loved', [
              {title: 'Best Sellers', url: collections('best-sellers')},
              {title: 'New Arrivals', url: collections('new-arrivals')},
            ]),
          ],
        },
      ],
    },
    {
      title: 'Diamonds',
      url: '/ring-builder/diamonds',
      items: [
        {
          featured: false,
          sections: [
            list('Shop Diamonds', [
              {title: 'Lab-Grown Diamonds', url: '/ring-builder/diamonds?type=lab'},
              {title: 'Natural Diamonds', url: '/ring-builder/diamonds?type=natural'},
              {title: 'Moissanite', url: '/ring-builder/diamonds?type=moissanite'},
            ]),
            shapeGrid('Shop by Shape', DIAMOND_SHAPES, '/ring-builder/diamonds', 5),
          ],
        },
        {
          featured: true,
          sections: [
            list('Diamond Guide', [
              {title: 'The 4Cs', url: '/learn/diamond/attributes'},
              {title: 'Lab vs. Natural', url: '/learn/diamond/lab-and-natural'},
            ]),
          ],
        },
      ],
    },
    {
      title: 'Wedding',
      url: collections('wedding-bands'),
      items: [
        {
          featured: false,
          sections: [
            list("Women's", [
              {title: "Women's Wedding Bands", url: collections('wedding-bands/womens-wedding-bands')},
              {title: 'Eternity Bands', url: collections('wedding-bands/eternity-bands')},
            ]),
            list("Men's", [{title: "Men's Wedding Bands", url: collections('wedding-bands/mens-wedding-bands')}]),
          ],
        },
        {
          featured: true,
          sections: [list('All Wedding Rings', [{title: 'Shop Wedding Rings', url: categories('jewelry/rings/wedding-rings')}])],
        },
      ],
    },
    {
      title: 'Jewelry',
      url: categories('jewelry'),
      items: [
        {
          featured: false,
          sections: [
            list('Earrings', [
              {title: 'Stud Earrings', url: categories('jewelry/earrings/stud-earrings')},
              {title: 'Hoop Earrings', url: categories('jewelry/earrings/hoop-earrings')},
              {title: 'Drop Earrings', url: categories('jewelry/earrings/drop-earrings')},
            ], {url: categories('jewelry/earrings')}),
            list('Necklaces', [
              {title: 'Pendants', url: categories('jewelry/necklaces/pendant-necklaces')},
              {title: 'Tennis & Chain', url: categories('jewelry/necklaces/chain-necklaces')},
            ], {url: categories('jewelry/necklaces')}),
            list('Bracelets', [
              {title: 'Tennis Bracelets', url: categories('jewelry/bracelets/tennis-bracelets')},
              {title: 'Bangles & Cuffs', url: categories('jewelry/bracelets/bangles-and-cuffs')},
              {title: 'Chain Bracelets', url: categories('jewelry/bracelets/chain-bracelets')},
            ], {url: categories('jewelry/bracelets')}),
          ],
        },
        {
          featured: true,
          sections: [
            list('Shop', [
              {title: 'Gifts Under $500', url: collections('gifts/gifts-under-500')},
              {title: 'Gifts Under $1,000', url: collections('gifts/gifts-under-1000')},
              {title: 'New Arrivals', url: collections('new-arrivals')},
              {title: 'Best Sellers', url: collections('best-sellers')},
            ], {showInFooter: true}),
          ],
        },
      ],
    },
    {
      title: 'Education',
      items: [
        {
          featured: false,
          sections: [
            list('Diamond Education', [
              {title: 'Diamond Attributes', url: '/learn/diamond/attributes'},
              {title: 'Lab vs. Natural', url: '/learn/diamond/lab-and-natural'},
            ], {showInFooter: true}),
            list('Customer Care', [
              {title: 'About Us', url: '/support/about'},
              {title: 'FAQ', url: '/support/faq'},
              {title: 'Warranty', url: '/support/warranty'},
              {title: 'Shipping & Returns', url: '/support/shipping-returns'},
              {title: 'Contact Us', url: '/support/contact'},
            ], {showInFooter: true}),
          ],
        },
      ],
    },
    // One item with one section: the mobile menu lists its links directly under the header.
    {
      title: 'Gifts',
      url: collections('gifts'),
      items: [
        {
          featured: false,
          sections: [
            list('Gifts for Every Occasion', [
              {title: 'Gifts Under $500', url: collections('gifts/gifts-under-500')},
              {title: 'Gifts Under $1,000', url: collections('gifts/gifts-under-1000')},
              {title: 'Best Sellers', url: collections('best-sellers')},
            ]),
          ],
        },
      ],
    },
    {title: 'Sale', url: collections('sale'), color: '#9B2C2C', items: []},
  ];
}
