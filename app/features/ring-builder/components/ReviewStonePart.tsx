import {Link} from 'react-router';
import {colorText} from '~/features/ring-builder/model/diamond-grades';
import type {BuilderStone} from '~/features/ring-builder/model/ring-builder-snapshot';
import type {PartPrice} from '~/features/ring-builder/model/ring-price';
import {squareImageSources} from '~/ui/catalog-image-url';
import {CertificateLink} from './CertificateLink';
import {ReviewPrice} from './ReviewPrice';

export function ReviewStonePart({stone, price, imageOrigin}: {stone: BuilderStone; price: PartPrice; imageOrigin: string | null}) {
  // Shown up to 240 px wide (ring-builder.css).
  const picture = squareImageSources(stone.imagePath, imageOrigin, 240);
  return (
    <section className="review-part" aria-labelledby="review-stone">
      <img src={picture?.src ?? ''} srcSet={picture?.srcSet} alt="" width={120} height={120} />
      <h2 id="review-stone">Diamond</h2>
      <p>
        {stone.carat.toFixed(2)} ct {stone.shape}, {colorText(stone.color)} color, {stone.clarity} clarity
      </p>
      <p>
        Stock {stone.stockNumber} · Certificate <CertificateLink lab={stone.lab} number={stone.certNumber} />
      </p>
      <ReviewPrice price={price} testId="review-stone-price" />
      <Link to="/ring-builder/diamonds">Change diamond</Link>
    </section>
  );
}
