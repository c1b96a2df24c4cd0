import {Link} from 'react-router';
import type {BuilderSetting, BuilderStone} from '~/features/ring-builder/model/ring-builder-snapshot';
import {theTitle, withIndefiniteArticle} from '~/features/ring-builder/model/prose';
import {shapeIconSlug} from '~/features/ring-builder/model/stone-shapes';

interface ShapeMismatchNoticeProps {
  setting: BuilderSetting;
  stone: BuilderStone;
  /** The centre stone shapes the setting is made for. */
  shapes: readonly string[];
}

/** Instead of Add ring to cart when the setting is not made for the stone's shape: why, and the two ways on. */
export function ShapeMismatchNotice({setting, stone, shapes}: ShapeMismatchNoticeProps) {
  return (
    <div className="review-step__mismatch" data-testid="shape-mismatch">
      <p role="alert">
        {theTitle(setting.title)} is made for {shapes.join(', ')} diamonds, so it cannot hold this {stone.shape} diamond.
      </p>
      <p>
        <Link to={`/ring-builder/diamonds?shape=${shapeIconSlug(shapes[0] ?? '')}`}>Choose {withIndefiniteArticle(shapes[0] ?? '')} diamond</Link>
        {' · '}
        <Link to="/ring-builder/settings">Choose a setting for this diamond</Link>
      </p>
    </div>
  );
}
