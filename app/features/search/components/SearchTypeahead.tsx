import {lazy, Suspense, useEffect, useState, type FormEvent, type KeyboardEvent} from 'react';
import {useLocation, useNavigate, useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {SEARCH_INPUT_DEBOUNCE_MS, TYPEAHEAD_CLEAR_DELAY_MS, TYPEAHEAD_DROPDOWN_WIDTH_PX, TYPEAHEAD_TEXT} from '~/config/search';
import {useDebouncedCallback} from '~/ui/hooks/use-debounced-callback';
import {preconnectSearch} from '~/features/search/preconnect-search';
import {browserOnly} from '~/ui/lazy-island';
import {typeaheadOptionId, type TypeaheadOption} from '~/features/search/model/typeahead-options';

// InstantSearch loads with the first typed letter, not with every page.
const TypeaheadResults = lazy(import.meta.env.SSR ? browserOnly : () => import('./TypeaheadResults'));

const LISTBOX_ID = 'search-typeahead-listbox';

/**
 * The header search box's typeahead (spec §2): combobox state, the 750 ms debounce, keyboard
 * navigation, and the dropdown, which clears 350 ms after it closes. The header owns the markup of
 * the form and input and spreads these props onto them.
 */
export function useSearchTypeahead() {
  const env = useRouteLoaderData<RootLoader>('root')?.publicEnv;
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  // Escape closes the dropdown but leaves the typed query in the box (a second Escape clears it).
  const [keepQuery, setKeepQuery] = useState(false);
  const [options, setOptions] = useState<TypeaheadOption[]>([]);
  const [active, setActive] = useState(-1);
  const trimmed = query.trim();

  const debounceQuery = useDebouncedCallback(setDebounced, SEARCH_INPUT_DEBOUNCE_MS);
  useEffect(() => {
    if (trimmed !== '') {
      debounceQuery(trimmed);
      return;
    }
    debounceQuery.cancel();
    setDebounced('');
  }, [trimmed, debounceQuery]);

  useEffect(() => {
    if (open || keepQuery) return;
    const timer = setTimeout(() => {
      setQuery('');
      setDebounced('');
      setOptions([]);
    }, TYPEAHEAD_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, keepQuery]);

  // Any navigation (a chosen hit, the results page, a link elsewhere) closes the dropdown.
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => setActive(-1), [options]);

  const show = () => {
    setKeepQuery(false);
    setOpen(true);
  };

  const choose = (option: TypeaheadOption) => {
    setOpen(false);
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) {
        setKeepQuery(true);
        setOpen(false);
      } else setQuery('');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (trimmed === '') event.preventDefault();
    else setOpen(false);
  };

  const dropdown = open ? (
    <div className="search-typeahead" style={{width: TYPEAHEAD_DROPDOWN_WIDTH_PX}} data-testid="search-typeahead">
      {trimmed === '' ? (
        <p className="search-typeahead__status" role="status">
          {TYPEAHEAD_TEXT.prompt}
        </p>
      ) : env ? (
        <Suspense fallback={<p className="search-typeahead__status" role="status">{TYPEAHEAD_TEXT.loading}</p>}>
          <TypeaheadResults
            env={env}
            query={debounced}
            pending={debounced !== trimmed}
            listboxId={LISTBOX_ID}
            active={active}
            onOptions={setOptions}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </div>
  ) : null;

  return {
    query,
    formProps: {onSubmit},
    inputProps: {
      value: query,
      role: 'combobox' as const,
      'aria-expanded': open,
      'aria-controls': open && options.length > 0 ? LISTBOX_ID : undefined,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': open && active >= 0 ? typeaheadOptionId(active) : undefined,
      onChange: (event: {target: HTMLInputElement}) => {
        setQuery(event.target.value);
        show();
      },
      onFocus: () => {
        // The first query leaves a debounce after the first letter; its connection can open before.
        if (env) preconnectSearch(env);
        show();
      },
      // Leaving the box clears it 350 ms on, even after an Escape kept the query.
      onBlur: () => {
        setKeepQuery(false);
        setOpen(false);
      },
      onKeyDown,
    },
    dropdown,
  };
}
