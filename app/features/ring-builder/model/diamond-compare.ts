// Diamond detail and compare (up to four side by side): the facts each shows, in one place.
import {formatMoney} from '~/features/catalog/model/money';
import {colorText} from './diamond-grades';
import type {DiamondHit} from './diamond-hit';

export const COMPARE_MAX = 4;

/** Adds or removes a stone; a fifth is refused (the list comes back unchanged). */
export function toggleCompared(list: readonly DiamondHit[], hit: DiamondHit): DiamondHit[] {
  if (list.some((item) => item.objectID === hit.objectID)) return list.filter((item) => item.objectID !== hit.objectID);
  return list.length >= COMPARE_MAX ? [...list] : [...list, hit];
}

const mm = (value: number) => value.toFixed(2);
const wholeDollars = (amount: number) => formatMoney({amount: String(Math.round(amount)), currencyCode: 'USD'});

/** Whole dollars per carat, the figure shoppers compare stones of different sizes by. */
export function pricePerCarat(hit: Pick<DiamondHit, 'total_sales_price' | 'carat'>): number {
  return hit.carat > 0 ? Math.round(hit.total_sales_price / hit.carat) : 0;
}

export interface DiamondFact {
  label: string;
  value: (hit: DiamondHit) => string;
  /** Shown as a link to the stone's grading report. */
  linksToReport?: true;
}

/** Every grade and measurement, in the order the detail and the compare table list them. */
export const DIAMOND_FACTS: readonly DiamondFact[] = [
  {label: 'Shape', value: (hit) => hit.shape},
  {label: 'Carat', value: (hit) => hit.carat.toFixed(2)},
  {label: 'Color', value: (hit) => colorText(hit.color)},
  {label: 'Clarity', value: (hit) => hit.clarity},
  {label: 'Cut', value: (hit) => hit.cut},
  {label: 'Polish', value: (hit) => hit.polish},
  {label: 'Symmetry', value: (hit) => hit.symmetry},
  {label: 'Fluorescence', value: (hit) => hit.fluorescence},
  {
    label: 'Measurements',
    value: ({measurements: m}) => `${mm(m.length)} × ${mm(m.width)} × ${mm(m.depth)} mm`,
  },
  {label: 'Face-up size', value: ({measurements: m}) => `${mm(m.length)} × ${mm(m.width)} mm`},
  {label: 'Length/width ratio', value: (hit) => hit.lengthWidthRatio.toFixed(2)},
  {label: 'Table', value: (hit) => `${hit.tablePercent}%`},
  {label: 'Depth', value: (hit) => `${hit.depthPercent}%`},
  {label: 'Certificate', value: (hit) => (hit.lab ? `${hit.lab} ${hit.certNumber}` : hit.certNumber), linksToReport: true},
  {label: 'Stock number', value: (hit) => hit.stockNumber},
  {label: 'Price', value: (hit) => wholeDollars(hit.total_sales_price)},
  {label: 'Price per carat', value: (hit) => wholeDollars(pricePerCarat(hit))},
];
