import {redirect} from 'react-router';
import {SUPPORT_LINKS} from '~/config/site-links';

/** /support has no page of its own: it opens the first support page. */
export function loader() {
  return redirect(SUPPORT_LINKS[0]!.to);
}
