import {Link} from 'react-router';

/** Spec §2/§8: the empty cart. */
export function CartEmptyState({onNavigate, headingLevel = 2}: {onNavigate?: () => void; headingLevel?: 1 | 2}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="cart-empty">
      {/* Focusable from script: focus lands here when the last entry is removed. */}
      <Heading className="cart-empty__title" tabIndex={-1}>
        Your Cart Is Empty
      </Heading>
      <Link to="/" className="button" onClick={onNavigate}>
        Return Home
      </Link>
    </div>
  );
}
