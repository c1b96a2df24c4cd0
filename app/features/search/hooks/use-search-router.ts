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
  const seen = useRef(location.search);
  useEffect(() => {
    if (seen.current === location.search) return;
    seen.current = location.search;
    router.locationChanged(location.search);
  }, [location.search, router]);
  return router;
}
