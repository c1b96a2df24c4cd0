import type {ComponentType, ReactNode} from 'react';
import type {DiamondSortId} from '~/config/ring-builder';
import {pricePerCarat} from '~/features/ring-builder/model/diamond-compare';
import {sortAfterHeaderPress} from '~/features/ring-builder/model/diamond-filters';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import {formatMoney} from '~/features/catalog/model/money';
import {colorText} from '~/features/ring-builder/model/diamond-grades';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import {squareImageSources} from '~/ui/catalog-image-url';
import type {DiamondDetails} from './DiamondDetails';
import {useMonthlyPayment} from '~/features/ring-builder/hooks/use-monthly-payment';

interface DiamondTableProps {
  hits: DiamondHit[];
  imageOrigin: string | null;
  selectedId: string | null;
  onSelect: (hit: DiamondHit) => void;
  isCompared: (hit: DiamondHit) => boolean;
  canCompare: boolean;
  onToggleCompare: (hit: DiamondHit) => void;
  /**
   * The cards' details button. Handed in rather than imported, so this lazily loaded table shares
   * the page's copy and the bundler does not split it into a chunk of its own on the first load.
   */
  Details: ComponentType<Parameters<typeof DiamondDetails>[0]>;
}

/**
 * A column header that sorts the results by its column (the same sort as Sort By): pressed again,
 * the other way. Grades go best first, then best last.
 */
function SortHeader({id, children}: {id: DiamondSortId; children: ReactNode}) {
  const sort = useRingBuilder((state) => state.sort);
  const selectSort = useRingBuilder((state) => state.selectSort);
  const entry = sort[0]?.id === id ? sort[0] : null;
  return (
    <th scope="col" aria-sort={entry ? (entry.desc ? 'descending' : 'ascending') : undefined}>
      <button type="button" className="diamond-table__sort" onClick={() => selectSort(sortAfterHeaderPress(sort, id).value)}>
        {children}
      </button>
    </th>
  );
}

/**
 * The results as rows: image by shape, the key grades, price and monthly instalment, with the same
 * select, details and compare actions as the cards. Scrolls sideways on its own on small screens.
 */
export function DiamondTable({hits, imageOrigin, selectedId, onSelect, isCompared, canCompare, onToggleCompare, Details}: DiamondTableProps) {
  const monthly = useMonthlyPayment();
  return (
    // Focusable so keyboard users can scroll it sideways at 390px.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="diamond-table__scroll" role="region" aria-label="Diamonds as a table" tabIndex={0}>
      <table className="diamond-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Image</span>
            </th>
            <th scope="col">Shape</th>
            <SortHeader id="carat">Carat</SortHeader>
            <SortHeader id="colorIndex">Color</SortHeader>
            <SortHeader id="clarityIndex">Clarity</SortHeader>
            <SortHeader id="cutIndex">Cut</SortHeader>
            <th scope="col">Lab</th>
            <SortHeader id="total_sales_price">Price</SortHeader>
            <SortHeader id="pricePerCarat">Price per carat</SortHeader>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {hits.map((hit) => {
            const title = `${hit.carat.toFixed(2)} ct ${hit.shape}`;
            const selected = hit.objectID === selectedId;
            const compared = isCompared(hit);
            const perMonth = monthly(hit.total_sales_price);
            const picture = squareImageSources(hit.imagePath, imageOrigin, 48);
            return (
              <tr key={hit.objectID} data-testid="diamond-row" data-price={hit.total_sales_price} data-carat={hit.carat}>
                <td>
                  <img src={picture?.src ?? ''} srcSet={picture?.srcSet} alt="" width={48} height={48} loading="lazy" />
                </td>
                <th scope="row">{hit.shape}</th>
                <td>{hit.carat.toFixed(2)}</td>
                <td>{colorText(hit.color)}</td>
                <td>{hit.clarity}</td>
                <td>{hit.cut}</td>
                <td>{hit.lab || 'None'}</td>
                <td>
                  <span className="diamond-table__price">{formatMoney({amount: String(hit.total_sales_price), currencyCode: 'USD'})}</span>
                  {perMonth ? <span className="diamond-table__monthly">{perMonth}</span> : null}
                </td>
                <td data-testid="diamond-row-per-carat">{formatMoney({amount: String(pricePerCarat(hit)), currencyCode: 'USD'})}</td>
                <td className="diamond-table__actions">
                  <button type="button" className="button" aria-pressed={selected} aria-label={`${selected ? 'Selected' : 'Select'} ${title}, stock ${hit.stockNumber}`} onClick={() => onSelect(hit)}>
                    {selected ? 'Selected' : 'Select'}
                  </button>
                  <Details hit={hit} title={title} onSelect={onSelect} />
                  <label className="diamond-card__compare">
                    <input type="checkbox" checked={compared} disabled={!compared && !canCompare} onChange={() => onToggleCompare(hit)} aria-label={`Compare ${title}, stock ${hit.stockNumber}`} />
                    Compare
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
