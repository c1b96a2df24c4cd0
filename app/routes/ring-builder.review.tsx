import {
  Link,
  useLoaderData,
  useOutletContext,
  useRouteLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type {RootLoader} from '~/root';
import {formatMoney} from '~/domain/money';
import {ringCartLines, ringTitle} from '~/domain/ring-cart-lines';
import {readSharedRing} from '~/domain/ring-share-link';
import {shapeIconSlug} from '~/domain/stone-shapes';
import {variantGidFromParam} from '~/domain/variant-id';
import {loadSetting} from '~/lib/ring-builder-settings';
import {catalogImageUrl} from '~/lib/search-client';
import {useRingBuilder} from '~/stores/ring-builder';
import {RingAddToCart} from '~/components/ring-builder/RingAddToCart';
import {ShareRingLink} from '~/components/ring-builder/ShareRingLink';
import {useSharedRing} from '~/components/ring-builder/use-shared-ring';
import {useMonthlyPayment} from '~/components/ring-builder/use-monthly-payment';
import {useStoneLookup} from '~/components/ring-builder/use-stone-lookup';

export const meta: MetaFunction = () => [{title: 'Review your ring | Ring builder'}];

const usd = (amount: number) => formatMoney({amount: String(amount), currencyCode: 'USD'});

/** A shared ring link names its setting by handle; the server looks it up fresh. */
export async function loader({request, context}: LoaderFunctionArgs) {
  const shared = readSharedRing(new URL(request.url).searchParams);
  const linkedSetting = shared.settingHandle
    ? await loadSetting(context.storefront, shared.settingHandle, variantGidFromParam(shared.variant))
    : null;
  return {linkedSetting};
}

export default function ReviewStep() {
  const {hydrated} = useOutletContext<{hydrated: boolean}>();
  const imageOrigin = useRouteLoaderData<RootLoader>('root')?.publicEnv.catalogImageOrigin ?? null;
  const setting = useRingBuilder((state) => state.setting);
  const stone = useRingBuilder((state) => state.stone);
  const {linkedSetting} = useLoaderData<typeof loader>();
  const monthly = useMonthlyPayment();
  const [params] = useSearchParams();
  const sharedStock = readSharedRing(params).stockNumber;
  // The link's stone, else the remembered one: either way its availability is checked afresh.
  const lookup = useStoneLookup(hydrated ? (sharedStock ?? stone?.stockNumber ?? null) : null);
  useSharedRing(hydrated, linkedSetting, lookup);
  const waitingForSharedStone = !!sharedStock && stone?.stockNumber !== sharedStock && lookup.status !== 'sold' && lookup.status !== 'error';

  if (!hydrated || waitingForSharedStone) {
    return (
      <p role="status" className="review-step__loading">
        Loading your ring…
      </p>
    );
  }
  if (!setting || !stone) {
    return (
      <div className="review-step__missing">
        <h1>Review your ring</h1>
        <p>Your ring needs a setting and a diamond before it can be reviewed.</p>
        <p>
          {!setting ? <Link to="/ring-builder/settings">Choose a setting</Link> : null}
          {!setting && !stone ? ' · ' : null}
          {!stone ? <Link to="/ring-builder/diamonds">Choose a diamond</Link> : null}
        </p>
      </div>
    );
  }

  return (
    <div className="review-step">
      <h1>{ringTitle(stone)}</h1>
      <div className="review-step__parts">
        <section className="review-part" aria-labelledby="review-setting">
          {setting.imageUrl ? <img src={setting.imageUrl} alt="" width={200} height={200} /> : null}
          <h2 id="review-setting">Setting</h2>
          <p>
            <Link to={`/shop/products/${setting.slug}`}>{setting.title}</Link>
          </p>
          {setting.shape ? <p>Center stone shape: {setting.shape}</p> : null}
          <p className="review-part__price" data-testid="review-setting-price">
            {usd(setting.price)}
          </p>
          <Link to="/ring-builder/settings">Change setting</Link>
        </section>
        <section className="review-part" aria-labelledby="review-stone">
          <img src={catalogImageUrl(stone.imagePath, imageOrigin) ?? ''} alt="" width={120} height={120} />
          <h2 id="review-stone">Diamond</h2>
          <p>
            {stone.carat.toFixed(2)} ct {stone.shape}, {stone.color} colour, {stone.clarity} clarity
          </p>
          <p>
            Stock {stone.stockNumber} · Certificate {stone.certNumber}
          </p>
          <p className="review-part__price" data-testid="review-stone-price">
            {usd(stone.price)}
          </p>
          <Link to="/ring-builder/diamonds">Change diamond</Link>
        </section>
      </div>
      <p className="review-step__total">
        Total <strong data-testid="review-total">{usd(setting.price + stone.price)}</strong>
      </p>
      {monthly(setting.price + stone.price) ? <p data-testid="review-monthly">{monthly(setting.price + stone.price)}</p> : null}
      {lookup.status === 'sold' ? (
        <div className="review-step__sold" role="alert">
          <p>This diamond has just sold, so it cannot be added to your ring.</p>
          <Link to={`/ring-builder/diamonds?type=${stone.type}&shape=${shapeIconSlug(stone.shape)}`}>See similar {stone.shape} diamonds</Link>
        </div>
      ) : (
        <RingAddToCart lines={ringCartLines(setting, stone)} disabled={lookup.status === 'checking'} />
      )}
      {lookup.status === 'checking' ? <p role="status">Checking this diamond is still available…</p> : null}
      {lookup.status === 'error' ? <p role="status">We could not check this diamond's availability; it will be checked again at checkout.</p> : null}
      <ShareRingLink />
    </div>
  );
}
