import {useState} from 'react';
import {Form} from 'react-router';
import {SearchIcon} from '~/components/ui/icons';

/**
 * The large-screen search box: Enter goes to /search?query={text}. The typeahead dropdown arrives
 * with the search feature; this is the part every page needs now.
 */
export function HeaderSearchBox() {
  const [query, setQuery] = useState('');
  const empty = query.trim() === '';
  return (
    <Form action="/search" method="get" role="search" className="header-search">
      <label htmlFor="header-search-input" className="visually-hidden">
        Search the store
      </label>
      <input
        id="header-search-input"
        name="query"
        type="search"
        placeholder="Search rings, diamonds, jewelry"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="icon-button header-search__submit" aria-label="Search" disabled={empty}>
        <SearchIcon />
      </button>
    </Form>
  );
}
