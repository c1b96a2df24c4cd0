import {redirect, type LoaderFunctionArgs} from 'react-router';

/** `/ring-builder` has no page of its own: it opens the first step, keeping the link's query (`?shape=`). */
export function loader({request}: LoaderFunctionArgs) {
  const {search} = new URL(request.url);
  return redirect(`/ring-builder/settings${search}`);
}
