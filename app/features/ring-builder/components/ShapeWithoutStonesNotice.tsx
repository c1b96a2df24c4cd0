import {nearestStoneShapes} from '~/features/ring-builder/model/shape-alternatives';
import type {StoneShape} from '~/features/ring-builder/model/stone-shapes';

interface ShapeWithoutStonesNoticeProps {
  shape: StoneShape;
  /** The shapes the chosen setting is made in, so the nearest offered are ones it can hold. */
  settingShapes: readonly string[];
  onChooseShape: (shape: StoneShape) => void;
}

/** Why a shape no loose stone is cut in (Lozenge) shows no diamonds, and the nearest shapes to look at instead. */
export function ShapeWithoutStonesNotice({shape, settingShapes, onChooseShape}: ShapeWithoutStonesNoticeProps) {
  const nearest = nearestStoneShapes(shape, settingShapes);
  return (
    <div className="diamond-step__note" role="status" data-testid="shape-without-stones">
      <p>
        No loose diamond is cut as a {shape}, so none can be shown.
        {nearest.length > 0 ? ' The nearest shapes:' : null}
      </p>
      {nearest.length > 0 ? (
        <ul className="diamond-step__shape-choices">
          {nearest.map((candidate) => (
            <li key={candidate}>
              <button type="button" className="button builder-secondary" onClick={() => onChooseShape(candidate)}>
                {`Show ${candidate} diamonds`}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
