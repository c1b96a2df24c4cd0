interface FiltersToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel of filters it shows and hides. */
  controls: string;
  activeCount: number;
}

/**
 * The Filters button of a listing's narrow layout (CSS `.listing-filters`): it opens the panel of
 * facets, and its label counts the filters in force. Hidden from 1024px, where the facets show inline.
 */
export function FiltersToggle({open, onToggle, controls, activeCount}: FiltersToggleProps) {
  return (
    <button type="button" className="button button--light listing-filters__toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      Filters{activeCount > 0 ? ` (${activeCount})` : ''}
    </button>
  );
}
