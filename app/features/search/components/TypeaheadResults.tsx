import {useEffect, useMemo} from 'react';
import {Configure, Highlight, InstantSearch, useHits, useInstantSearch} from 'react-instantsearch';
import {STORE_CURRENCY} from '~/config/store';
import {PRODUCTS_INDEX, TYPEAHEAD_HIT_ATTRIBUTES, TYPEAHEAD_HIT_COUNT, TYPEAHEAD_TEXT} from '~/config/search';
import {LISTED_SEARCH_FILTER} from '~/features/catalog/model/for-sale';
import {formatMoney} from '~/features/catalog/model/money';
import type {PublicEnv} from '~/platform/env';
import {squareImageSources} from '~/ui/catalog-image-url';
import {browserSearchClient} from '~/features/search/search-client';
import {useDiscountRules} from '~/features/catalog/hooks/use-discount-rules';
import {FallibleImage} from '~/ui/FallibleImage';
import {hitShownPrice, productHref, type ProductHit} from '~/features/search/model/search-hit';
import {searchHref} from '~/features/search/model/search-routing';
import {typeaheadOptionId, type TypeaheadOption} from '~/features/search/model/typeahead-options';

interface TypeaheadResultsProps {
  env: PublicEnv;
  /** The debounced query searched for. */
  query: string;
  /** The shopper typed on since: the results shown are about to change. */
  pending: boolean;
  listboxId: string;
  active: number;
  onOptions: (options: TypeaheadOption[]) => void;
  onChoose: (option: TypeaheadOption) => void;
}

export default function TypeaheadResults({env, query, ...rest}: TypeaheadResultsProps) {
  return (
    <InstantSearch searchClient={browserSearchClient(env)} indexName={PRODUCTS_INDEX} future={{preserveSharedStateOnUnmount: true}} insights={false}>
      <Configure query={query} filters={LISTED_SEARCH_FILTER} hitsPerPage={TYPEAHEAD_HIT_COUNT} attributesToRetrieve={[...TYPEAHEAD_HIT_ATTRIBUTES]} attributesToHighlight={['name']} />
      <TypeaheadHits query={query} imageOrigin={env.catalogImageOrigin} {...rest} />
    </InstantSearch>
  );
}

type TypeaheadHitsProps = Omit<TypeaheadResultsProps, 'env'> & {imageOrigin: string | null};

function TypeaheadHits({query, pending, listboxId, active, onOptions, onChoose, imageOrigin}: TypeaheadHitsProps) {
  const {items} = useHits<ProductHit>();
  const {results, status} = useInstantSearch();
  // Prices wait for the rules, so a hit never shows a price the cart would not charge.
  const discounts = useDiscountRules(true);
  const loading = discounts.status === 'loading' || pending || status === 'loading' || status === 'stalled' || results.query !== query || !!(results as {__isArtificial?: boolean}).__isArtificial;
  const hits = useMemo(() => (loading ? [] : items), [loading, items]);

  const options = useMemo<TypeaheadOption[]>(
    () =>
      hits.length === 0
        ? []
        : [
            ...hits.map((hit) => ({key: hit.objectID, href: productHref(hit.slug)})),
            {key: 'see-all', href: searchHref({query, page: 1, sort: 'relevance', refinements: {}})},
          ],
    [hits, query],
  );
  useEffect(() => onOptions(options), [options, onOptions]);

  if (loading) return <p className="search-typeahead__status" role="status">{TYPEAHEAD_TEXT.loading}</p>;
  if (hits.length === 0) {
    // The query as text (React escapes it), never as markup.
    return <p className="search-typeahead__status" role="status">{`${TYPEAHEAD_TEXT.noResults} "${query}"`}</p>;
  }

  const optionProps = (index: number) => ({
    id: typeaheadOptionId(index),
    role: 'option' as const,
    'aria-selected': index === active,
    tabIndex: -1,
    // Keeps focus in the input, so the combobox stays open while a pointer chooses.
    onMouseDown: (event: {preventDefault: () => void}) => event.preventDefault(),
    onClick: () => onChoose(options[index]!),
    onKeyDown: () => undefined,
  });

  return (
    <>
      <p className="visually-hidden" role="status">
        {hits.length} {hits.length === 1 ? 'product' : 'products'} found
      </p>
      <ul className="search-typeahead__list" id={listboxId} role="listbox" aria-label="Products">
        {hits.map((hit, index) => {
          const image = squareImageSources(hit.imageUrl, imageOrigin, 56);
          const price = hitShownPrice(hit, discounts.rules);
          return (
            <li key={hit.objectID} className="search-typeahead__option" {...optionProps(index)}>
              {image ? <FallibleImage {...image} alt="" width={56} height={56} /> : <span />}
              <span className="search-typeahead__name">
                <Highlight attribute="name" hit={hit} />
              </span>
              <span className="search-typeahead__price">
                {formatMoney({amount: String(price.price), currencyCode: STORE_CURRENCY})}
                {price.wasPrice !== null ? (
                  <s className="search-typeahead__was">
                    <span className="visually-hidden">Was </span>
                    {formatMoney({amount: String(price.wasPrice), currencyCode: STORE_CURRENCY})}
                  </s>
                ) : null}
              </span>
            </li>
          );
        })}
        <li className="search-typeahead__option search-typeahead__all" {...optionProps(hits.length)}>
          {TYPEAHEAD_TEXT.seeAll}
        </li>
      </ul>
    </>
  );
}
