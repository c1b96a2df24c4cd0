import {redirect} from 'react-router';
import {EDUCATION_BASE_PATH, EDUCATION_TABS} from '~/config/site-links';

/** /learn/diamond opens its first tab. */
export function loader() {
  return redirect(`${EDUCATION_BASE_PATH}/${EDUCATION_TABS[0].topic}`);
}
