// What a search for stones asks Algolia to send back. Kept apart from the hit check, which stays off
// the diamond step's first load; the test beside this file holds the two to the same attributes.

/** Every attribute of the `diamonds` record the builder reads (the keys of `DIAMOND_HIT_FIELDS`). */
export const DIAMOND_HIT_ATTRIBUTES = [
  'objectID', 'stockNumber', 'certNumber', 'productId', 'variantId', 'handle', 'type', 'shape', 'carat', 'color', 'clarity', 'cut',
  'polish', 'symmetry', 'fluorescence', 'lab', 'measurements', 'depthPercent', 'tablePercent', 'lengthWidthRatio', 'total_sales_price',
  'imagePath',
];

/**
 * Search parameters for a page of stones: only the attributes the builder reads, and no highlighting
 * (no stone search matches on text), which halves what a page of 24 stones weighs.
 */
export const DIAMOND_HIT_RETRIEVAL = {
  attributesToRetrieve: DIAMOND_HIT_ATTRIBUTES,
  attributesToHighlight: [] as string[],
};
