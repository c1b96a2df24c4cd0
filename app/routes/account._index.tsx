import {redirect} from 'react-router';
import {ACCOUNT_LINKS} from '~/config/site-links';

export function loader() {
  return redirect(ACCOUNT_LINKS[0]!.to);
}
