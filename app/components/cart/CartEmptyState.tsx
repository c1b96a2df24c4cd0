import {Link} from 'react-router';

/** Spec §2/§8: the empty cart. */
export function CartEmptyState({onNavigate, headingLevel = 2}: {onNavigate?: () => void; headingLevel?: 1 | 2}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="cart-empty">
      <Heading className="cart-empty__title">Your Cart Is Empty</Heading>
      <Link to="/" className="button" onClick={onNavigate}>
        Return Home
      </Link>
    </div>
  );
}
