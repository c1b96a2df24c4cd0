import {Link} from 'react-router';
import {SEARCH_SUGGESTIONS, TYPEAHEAD_TEXT} from '~/config/search';
import {searchHref} from '~/features/search/model/search-routing';

/** Spec §8 text, then somewhere to go: suggested searches and the main collections. */
export function NoSearchResults({query}: {query: string}) {
  return (
    <div className="listing__empty search-page__empty" data-testid="search-no-results">
      <h2>{TYPEAHEAD_TEXT.noResults}</h2>
      {query ? (
        <p>
          Nothing matched <q className="search-page__query">{query}</q>. Check the spelling, use fewer words, or try one of these:
        </p>
      ) : (
        <p>Try one of these searches:</p>
      )}
      <ul className="search-suggestions">
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link to={searchHref({query: suggestion, page: 1, sort: 'relevance', refinements: {}})}>{suggestion}</Link>
          </li>
        ))}
      </ul>
      <p>
        Or browse <Link to="/shop/collections/engagement-rings">engagement rings</Link> and <Link to="/shop/categories/jewelry">fine jewelry</Link>.
      </p>
    </div>
  );
}
