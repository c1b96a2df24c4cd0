/** An entry of the typeahead's listbox: a product hit or See all results. */
export interface TypeaheadOption {
  key: string;
  href: string;
}

/** The element id of the listbox's option at `index`, which the combobox names as active. */
export const typeaheadOptionId = (index: number) => `search-typeahead-option-${index}`;
