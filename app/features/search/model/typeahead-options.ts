/** An entry of the typeahead's listbox: a product hit or See all results. */
export interface TypeaheadOption {
  key: string;
  href: string;
}
