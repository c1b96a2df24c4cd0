import {data, useLoaderData} from 'react-router';
import type {Route} from './+types/gift-voucher';
import {GIFT_VOUCHER_QUERY} from '~graphql/gift-voucher';
import {GIFT_VOUCHER_PRODUCT_HANDLE} from '~/config/gift-voucher';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {routeSheetLinks} from '~/styles/route-sheets';
import {seoMeta} from '~/platform/seo';
import {GiftVoucherForm} from '~/features/engagement/components/GiftVoucherForm';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'default', sheets: ['engagement']};

export const links: Route.LinksFunction = () => routeSheetLinks(handle);

export const meta: Route.MetaFunction = (args) =>
  args.data ? seoMeta(args, {title: 'Gift Voucher', description: args.data.voucher.description}) : [{title: 'Page not found'}];

/** The gift voucher page (flag gfVoucherCustomPage): the store's gift card, one amount per variant. */
export async function loader({context}: Route.LoaderArgs) {
  const notFound = () => data(null, {status: 404});
  if (!context.appEnv.featureFlags.gfVoucherCustomPage) throw notFound();
  const {product} = await context.storefront.query(GIFT_VOUCHER_QUERY, {
    variables: {handle: GIFT_VOUCHER_PRODUCT_HANDLE},
    cache: context.storefront.CacheShort(),
  });
  // The store may not sell a voucher (yet): then there is no page either.
  if (!product?.isGiftCard) throw notFound();
  return {voucher: {title: product.title, description: product.description, amounts: product.variants.nodes}};
}

export default function GiftVoucherPage() {
  const {voucher} = useLoaderData<typeof loader>();
  return (
    <section className="gift-voucher" aria-labelledby="gift-voucher-title">
      <h1 id="gift-voucher-title">Gift Voucher</h1>
      <p className="gift-voucher__lead">{voucher.description}</p>
      <p>We email the voucher to the recipient with your message as soon as your order is placed. It never expires.</p>
      <GiftVoucherForm amounts={voucher.amounts} />
    </section>
  );
}
