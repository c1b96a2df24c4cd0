import {Form} from 'react-router';
import {SearchIcon} from '~/ui/icons';
import {useSearchTypeahead} from '~/features/search/components/SearchTypeahead';

/**
 * The large-screen search box: Enter goes to /search?query={text}. The typeahead (combobox
 * behaviour and dropdown) comes from components/search.
 */
export function HeaderSearchBox() {
  const typeahead = useSearchTypeahead();
  const empty = typeahead.query.trim() === '';
  return (
    <Form action="/search" method="get" role="search" className="header-search" {...typeahead.formProps}>
      <label htmlFor="header-search-input" className="visually-hidden">
        Search the store
      </label>
      <input
        id="header-search-input"
        name="query"
        type="search"
        placeholder="Search rings, diamonds, jewelry"
        autoComplete="off"
        {...typeahead.inputProps}
      />
      <button type="submit" className="icon-button header-search__submit" aria-label="Search" disabled={empty}>
        <SearchIcon />
      </button>
      {typeahead.dropdown}
    </Form>
  );
}
