import {useState, type FormEvent} from 'react';
import {Form, useLocation, useSubmit} from 'react-router';
import {COLLECTION_SORTS, DEFAULT_COLLECTION_SORT} from '~/config/catalog';
import type {Facet} from '~/features/catalog/collection-listing.server';
import {FiltersToggle} from '~/ui/FiltersToggle';
import {FacetGroup} from './FacetGroup';

interface ListingFiltersProps {
  facets: readonly Facet[];
  sort: string;
  /** The sort values this listing offers (a searched listing cannot order by date). */
  sorts: readonly string[];
  /** `24 of 180 products`: what is shown, of the listing's total. */
  countLabel: string;
}

/** The URL a listing form stands for: empty fields and the default sort add nothing to it. */
function listingParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value === '') continue;
    if (name === 'sort' && value === DEFAULT_COLLECTION_SORT) continue;
    params.append(name, value);
  }
  return params;
}

/**
 * Facets and sort in one GET form: without JavaScript the Apply button submits it; with it, each
 * change navigates at once. Either way the state lives in the URL, so reload and back restore it.
 */
export function ListingFilters({facets, sort, sorts, countLabel}: ListingFiltersProps) {
  const submit = useSubmit();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const activeCount = facets.reduce((count, facet) => count + facet.values.filter((v) => v.active).length, 0);

  const apply = (form: HTMLFormElement | null) => {
    if (form) void submit(listingParams(form), {method: 'get', action: location.pathname, preventScrollReset: true});
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    // Re-mounted per URL so that back/forward show the fields of the page shown. No autocomplete: a
    // document loaded by Back would otherwise get the fields the browser saved from another URL.
    <Form key={location.search} method="get" autoComplete="off" className="listing-filters" data-open={open} onSubmit={onSubmit} aria-label="Filter and sort products">
      <div className="listing-filters__bar">
        <FiltersToggle open={open} onToggle={() => setOpen(!open)} controls="listing-facets" activeCount={activeCount} />
        <p className="listing-filters__count" role="status">
          {countLabel}
        </p>
        <label className="listing-filters__sort">
          <span>Sort by</span>
          <select name="sort" defaultValue={sort} onChange={(event) => apply(event.currentTarget.form)}>
            {COLLECTION_SORTS.filter((option) => sorts.includes(option.value)).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id="listing-facets" className="listing-filters__facets">
        {facets.map((facet) => (
          <FacetGroup key={facet.id} facet={facet} onChange={(form) => apply(form)} />
        ))}
        <div className="listing-filters__actions">
          <button type="submit" className="button">
            Apply
          </button>
          {activeCount > 0 ? (
            <a className="listing-filters__clear" href={location.pathname + (sort !== DEFAULT_COLLECTION_SORT ? `?sort=${sort}` : '')}>
              Clear all
            </a>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
