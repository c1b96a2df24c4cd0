import {Link, useOutletContext, useRouteLoaderData, type MetaFunction} from 'react-router';
import type {RootLoader} from '~/root';
import {formatMoney} from '~/domain/money';
import {ringCartLines, ringTitle} from '~/domain/ring-cart-lines';
import {catalogImageUrl} from '~/lib/search-client';
import {useRingBuilder} from '~/stores/ring-builder';
import {RingAddToCart} from '~/components/ring-builder/RingAddToCart';

export const meta: MetaFunction = () => [{title: 'Review your ring | Ring builder'}];

const usd = (amount: number) => formatMoney({amount: String(amount), currencyCode: 'USD'});

export default function ReviewStep() {
  const {hydrated} = useOutletContext<{hydrated: boolean}>();
  const imageOrigin = useRouteLoaderData<RootLoader>('root')?.publicEnv.catalogImageOrigin ?? null;
  const setting = useRingBuilder((state) => state.setting);
  const stone = useRingBuilder((state) => state.stone);

  if (!hydrated) {
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
      <RingAddToCart lines={ringCartLines(setting, stone)} />
    </div>
  );
}
