import {Link} from 'react-router';
import type {OptionSelections} from '~/features/catalog/model/product-options';
import type {BuilderSetting} from '~/features/ring-builder/model/ring-builder-snapshot';
import type {PartPrice} from '~/features/ring-builder/model/ring-price';
import {ringPictureSource, type RingPicture} from '~/features/ring-builder/model/ring-picture';
import {ProductOptionFields} from '~/features/catalog/components/ProductOptionsForm';
import {ReviewPrice} from './ReviewPrice';
import {SettingMetalChoice} from './SettingMetalChoice';
import type {ReviewSettingState} from '~/features/ring-builder/hooks/use-review-setting';

interface ReviewSettingPartProps {
  setting: BuilderSetting;
  details: ReviewSettingState;
  price: PartPrice;
  /** The finished ring, or the setting in its metal (ring-picture.ts). */
  picture: RingPicture | null;
  onOptionChange: (optionId: string, value: string) => void;
  onMetalChange: (variant: BuilderSetting) => void;
  /** Options an add found unchosen, marked *Required. */
  flagged: readonly string[];
}

/** The setting with its metal and centre stone shape, and its own options to choose (ring size...). */
export function ReviewSettingPart({setting, details, price, picture, onOptionChange, onMetalChange, flagged}: ReviewSettingPartProps) {
  return (
    <section className="review-part" aria-labelledby="review-setting">
      {picture ? (
        <img src={ringPictureSource(picture)} alt={picture.alt} width={200} height={200} data-testid="review-ring-picture" data-composed={picture.composed} />
      ) : null}
      <h2 id="review-setting">Setting</h2>
      <p>
        <Link to={`/shop/products/${setting.slug}`}>{setting.title}</Link>
      </p>
      <dl className="review-part__facts" data-testid="review-setting-facts">
        {details.status === 'ready'
          ? details.details.variantOptions.map((option) => (
              <div key={option.name}>
                <dt>{option.name}</dt>
                <dd>{option.value}</dd>
              </div>
            ))
          : null}
        {setting.shape ? (
          <div>
            <dt>Center stone shape</dt>
            <dd>{setting.shape}</dd>
          </div>
        ) : null}
      </dl>
      {details.status === 'ready' ? <SettingMetalChoice choices={details.details.metalChoices} variantId={setting.variantId} onChoose={onMetalChange} /> : null}
      {details.status === 'loading' ? <p role="status">Loading the setting's options…</p> : null}
      {details.status === 'error' ? (
        <p role="alert" className="form-error">
          The setting's options could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      {details.status === 'missing' ? (
        <p role="alert" className="form-error">
          This setting is no longer available as chosen. <Link to="/ring-builder/settings">Choose a setting</Link>
        </p>
      ) : null}
      {details.status === 'ready' && details.details.options.length > 0 ? (
        <ProductOptionFields
          options={details.details.options}
          values={setting.options as OptionSelections}
          onChange={onOptionChange}
          currencyCode="USD"
          flagged={flagged}
        />
      ) : null}
      <ReviewPrice price={price} testId="review-setting-price" />
      <Link to="/ring-builder/settings">Change setting</Link>
    </section>
  );
}
