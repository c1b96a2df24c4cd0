import {useEffect, useRef, useState} from 'react';
import {useLocation, useNavigate} from 'react-router';
import {createSearchRouter, SEARCH_PATH} from '~/features/search/model/search-routing';

/** An InstantSearch router bound to React Router's location and navigation. */
export function useSearchRouter() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useRef(location.search);
  search.current = location.search;
  const [router] = useState(() =>
    createSearchRouter(
      () => search.current,
      (next) => void navigate(`${SEARCH_PATH}${next}`, {preventScrollReset: true}),
    ),
  );
  useEffect(() => router.attach(), [router]);
  // On every navigation, not only when the rendered query string changed: React may render only
  // the last of several (a sort, then Back at once), and the query string it shows is then the one
  // it showed before, while InstantSearch holds the sort.
  useEffect(() => router.locationChanged(location.search), [location, router]);
  return router;
}
