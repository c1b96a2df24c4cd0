import {priorityImageAttributes} from '~/ui/image-loading';
import {formatMoney} from '~/features/catalog/model/money';
import {settingCaratRange} from '~/features/ring-builder/model/diamond-filters';
import type {BuilderSetting} from '~/features/ring-builder/model/ring-builder-snapshot';
import {ringPictureSource, type RingPicture} from '~/features/ring-builder/model/ring-picture';

interface SettingCardProps {
  setting: BuilderSetting;
  /** The setting in its metal, or once a stone is chosen the finished ring (ring-picture.ts). */
  picture: RingPicture | null;
  /** The centre stone shapes it is made for. */
  shapes: readonly string[];
  /** The setting with the cheapest stone that fits it; null when none fits, undefined when unknown. */
  completeFrom?: number | null;
  selected: boolean;
  onChoose: () => void;
  /**
   * Cards of the first row load their image at once (the page's largest paint is among them), the
   * first one (the first row on a phone) ahead of other images.
   */
  image?: 'high' | 'eager' | 'lazy';
}

// The accessible name starts with the visible text, so voice control finds the button by what it says.
const chooseText = (selected: boolean) => (selected ? 'Chosen' : 'Choose this setting');

export function SettingCard({setting, picture, shapes, completeFrom, selected, onChoose, image = 'lazy'}: SettingCardProps) {
  const [min, max] = settingCaratRange(setting);
  return (
    <li className="setting-card" data-testid="setting-result">
      {picture ? (
        <img
          src={ringPictureSource(picture)}
          alt={picture.alt}
          width={240}
          height={240}
          loading={image === 'lazy' ? 'lazy' : 'eager'}
          {...(image === 'high' ? priorityImageAttributes : {})}
          decoding="async"
          data-testid="setting-picture"
          data-composed={picture.composed}
        />
      ) : null}
      <h3 className="setting-card__title">
        <a href={`/shop/products/${setting.slug}`}>{setting.title}</a>
      </h3>
      <p className="setting-card__meta">
        Fits {min}–{max} ct
      </p>
      {shapes.length > 0 ? <p className="setting-card__shapes">Comes in {shapes.join(', ')}</p> : null}
      <p className="setting-card__price">{formatMoney({amount: String(setting.price), currencyCode: 'USD'})}</p>
      {completeFrom === undefined ? null : (
        <p className="setting-card__complete" data-testid="setting-complete-price">
          {completeFrom === null ? 'No stone in stock fits this setting right now' : `Complete ring from ${formatMoney({amount: String(completeFrom), currencyCode: 'USD'})}`}
        </p>
      )}
      <button type="button" className="button" aria-pressed={selected} aria-label={`${chooseText(selected)}: ${setting.title}`} onClick={onChoose}>
        {chooseText(selected)}
      </button>
    </li>
  );
}
