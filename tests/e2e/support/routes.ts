// Every route file of the app with sample URLs, so specs that sweep all routes (headers, axe)
// cannot forget one: security-headers.spec.ts fails when a route file has no entry here.
import {readdirSync} from 'node:fs';

/** Sample URLs per route file; `{product}` is a ready-made piece's handle. */
export const ROUTE_SAMPLES: Record<string, string[]> = {
  '$.tsx': ['/no-such-page', '/shop/no/such/thing'],
  '[robots.txt].tsx': ['/robots.txt'],
  '[sitemap.xml].tsx': ['/sitemap.xml'],
  'sitemap.$type.$page[.xml].tsx': ['/sitemap/products/1.xml', '/sitemap/nope/1.xml'],
  '_index.tsx': ['/', '/?_data=root'],
  'account.tsx': ['/account/orders'],
  'account._index.tsx': ['/account'],
  'account.details.tsx': ['/account/details'],
  'account.orders.tsx': ['/account/orders', '/account/orders.data'],
  'account.wishlist.tsx': ['/account/wishlist'],
  'account_.login.tsx': ['/account/login', '/account/login?returnTo=%2F%2Fevil.example'],
  'account.logout.tsx': ['/account/logout'],
  'products.$handle.tsx': ['/products/{product}', '/products/no-such-product'],
  'collections.$handle.tsx': ['/collections/engagement-rings', '/collections/%5C%5Cevil.example'],
  'collections.$handle.products.$product.tsx': ['/collections/engagement-rings/products/{product}'],
  'api.cartCodes.ts': ['/api/cartCodes'],
  'api.card-images.ts': ['/api/card-images?handle={product}', '/api/card-images?handle=%3Cscript%3E'],
  'api.banners.ts': ['/api/banners', '/api/banners?x=1'],
  'api.cart.ts': ['/api/cart'],
  'api.checkout.ts': ['/api/checkout'],
  'api.custom-design.ts': ['/api/custom-design'],
  'api.discounts.ts': ['/api/discounts'],
  'api.drop-a-hint.ts': ['/api/drop-a-hint'],
  'api.email-signup.ts': ['/api/email-signup'],
  'api.error-report.ts': ['/api/error-report'],
  'api.menu.ts': ['/api/menu?handle=menu-v3', '/api/menu?handle=%3Cscript%3E'],
  'api.removeLinesFromCart.ts': ['/api/removeLinesFromCart'],
  'api.updateCartLines.ts': ['/api/updateCartLines'],
  'api.updateCartLoveNoteRequest.ts': ['/api/updateCartLoveNoteRequest'],
  'custom.start-your-custom-design.tsx': ['/custom/start-your-custom-design'],
  'cart.$lines.tsx': ['/cart/1:1', '/cart/%5C%5Cevil.example:1'],
  'discount.$code.ts': ['/discount/WELCOME10?redirect=%2Fshop%2Fcart', '/discount/WELCOME10?redirect=%2F%5Cevil.example'],
  'gift-voucher.tsx': ['/gift-voucher'],
  'learn.diamond.tsx': ['/learn/diamond/attributes'],
  'learn.ring-size-guide.tsx': ['/learn/ring-size-guide'],
  'learn.diamond._index.tsx': ['/learn/diamond'],
  'learn.diamond.$topic.tsx': ['/learn/diamond/attributes', '/learn/diamond/no-such-topic'],
  'ring-builder.tsx': ['/ring-builder'],
  'ring-builder._index.tsx': ['/ring-builder'],
  'ring-builder.settings.tsx': ['/ring-builder/settings', '/ring-builder/settings.data'],
  'ring-builder.diamonds.tsx': ['/ring-builder/diamonds?shape=Oval'],
  'ring-builder.review.tsx': ['/ring-builder/review'],
  'search.tsx': ['/search?query=ring', '/search?query=%3Cimg%20src%3Dx%3E'],
  'shop.cart.tsx': ['/shop/cart', '/shop/cart.data'],
  'shop.categories.$.tsx': ['/shop/categories/jewelry/earrings'],
  'shop.collections.$.tsx': ['/shop/collections/engagement-rings', '/shop/collections/engagement-rings.data'],
  'shop.products.$slug.tsx': ['/shop/products/{product}', '/shop/products/no-such-product'],
  'support.tsx': ['/support/faq'],
  'support._index.tsx': ['/support'],
  'support.$handle.tsx': ['/support/faq', '/support/no-such-page'],
};

export const routeFiles = readdirSync('app/routes').filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

/** Route files that render pages (not resource routes, feeds or redirects only). */
export const PAGE_ROUTE_FILES = Object.keys(ROUTE_SAMPLES).filter((file) => file.endsWith('.tsx') && !/^\[|^sitemap|^api\.|^products\.|^collections\.|_index\.tsx$|logout/.test(file) || file === '_index.tsx');
