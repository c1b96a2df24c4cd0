// Every resolver of the emulated Storefront API, one map per concept.
import {mergeResolvers} from '../context';
import {blogResolvers} from './blog';
import {cartMutationResolvers} from './cart-mutations';
import {cartResolvers} from './cart';
import {catalogQueryResolvers} from './catalog-queries';
import {collectionResolvers} from './collection';
import {consentResolvers} from './consent';
import {contentResolvers} from './content';
import {customerResolvers} from './customer';
import {mediaResolvers} from './media';
import {metafieldTypeResolvers} from './metafields';
import {productResolvers} from './product';
import {searchResolvers} from './search';
import {shopResolvers} from './shop';
import {sitemapResolvers} from './sitemap';

export const storefrontResolvers = mergeResolvers(
  shopResolvers,
  catalogQueryResolvers,
  productResolvers,
  mediaResolvers,
  metafieldTypeResolvers,
  collectionResolvers,
  contentResolvers,
  blogResolvers,
  searchResolvers,
  sitemapResolvers,
  customerResolvers,
  cartResolvers,
  cartMutationResolvers,
  consentResolvers,
);
