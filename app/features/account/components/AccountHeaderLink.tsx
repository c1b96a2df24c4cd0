import {Link} from 'react-router';
import {useFeatureFlag} from '~/platform/use-feature-flag';

function AccountIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </svg>
  );
}

/** The header's way into the account pages; absent while customer accounts are switched off. */
export function AccountHeaderLink() {
  const open = useFeatureFlag('customerAccount');
  if (!open) return null;
  return (
    <Link to="/account/orders" className="icon-button" aria-label="Account">
      <AccountIcon />
    </Link>
  );
}
