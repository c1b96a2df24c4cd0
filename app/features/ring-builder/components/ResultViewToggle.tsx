import type {ResultView} from '~/features/ring-builder/model/ring-builder-snapshot';

const VIEWS: {view: ResultView; label: string}[] = [
  {view: 'grid', label: 'Grid'},
  {view: 'table', label: 'Table'},
];

/** Two toggle buttons: plain buttons, so Tab reaches them and Enter or Space switches the view. */
export function ResultViewToggle({view, onChange}: {view: ResultView; onChange: (view: ResultView) => void}) {
  return (
    <div className="result-view-toggle" role="group" aria-label="Show diamonds as">
      {VIEWS.map((option) => (
        <button key={option.view} type="button" className="result-view-toggle__option" aria-pressed={view === option.view} onClick={() => onChange(option.view)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
