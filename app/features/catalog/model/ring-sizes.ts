import {US_RING_SIZE_MAX, US_RING_SIZE_MIN} from '~/config/product';

export interface RingSizeRow {
  /** US size, in half sizes. */
  size: number;
  /** Inside diameter, mm. */
  diameterMm: number;
  /** Inside circumference, mm. */
  circumferenceMm: number;
}

/** Inside diameter of a US size (the standard's 0.8128 mm per size, 11.63 mm at size 0). */
export function ringSizeDiameterMm(size: number): number {
  return 11.63 + 0.8128 * size;
}

const oneDecimal = (mm: number) => Math.round(mm * 10) / 10;

/** Every US size offered, with its inside diameter and circumference to a tenth of a millimeter. */
export function ringSizeChart(): RingSizeRow[] {
  const rows: RingSizeRow[] = [];
  for (let size = US_RING_SIZE_MIN; size <= US_RING_SIZE_MAX; size += 0.5) {
    const diameter = ringSizeDiameterMm(size);
    rows.push({size, diameterMm: oneDecimal(diameter), circumferenceMm: oneDecimal(Math.PI * diameter)});
  }
  return rows;
}
