import {useRef, type CSSProperties, type KeyboardEvent, type PointerEvent} from 'react';
import {FILTER_COMMIT_MARK} from '~/config/ring-builder';
import {sameRange, type Range} from '~/features/ring-builder/model/diamond-filters';
import {
  dragThumb,
  fractionOf,
  nearestThumb,
  positionAfterKey,
  positionAtPointer,
  thumbBounds,
  type SliderScale,
  type ThumbIndex,
} from '~/features/ring-builder/model/range-slider-values';
import {useRangeDraft} from '~/features/ring-builder/hooks/use-range-draft';

interface RangeSliderProps extends SliderScale {
  label: string;
  value: Range;
  /** Called when a drag or key press ends, so the search runs once per change. */
  onCommit: (value: Range) => void;
  /** What each thumb announces and shows for a slider position. */
  describe: (position: number, thumb: 'min' | 'max') => string;
  marks?: readonly string[];
}

interface Drag {
  pointerId: number;
  thumb: ThumbIndex;
  range: Range;
  from: Range;
  /** The track's left edge and width and the thumb's width, measured once when the press starts. */
  left: number;
  width: number;
  thumbSize: number;
}

const itself = (value: Range) => value;
const THUMBS = [
  {index: 0, which: 'min', name: 'minimum'},
  {index: 1, which: 'max', name: 'maximum'},
] as const;

/**
 * A two-thumb slider, keyboard operable, each thumb named and announcing its value. The thumbs
 * and the range are placed by CSS from two fractions (`--from`, `--to`), so the server's markup is
 * already drawn and hydration measures nothing (ADR 0022).
 */
export function RangeSlider({label, min, max, step, value, onCommit, describe, marks}: RangeSliderProps) {
  const scale = {min, max, step};
  const [dragging, setDragging] = useRangeDraft(value, itself);
  const drag = useRef<Drag | null>(null);
  const root = useRef<HTMLSpanElement>(null);

  const thumbElement = (thumb: ThumbIndex) => root.current?.querySelectorAll<HTMLElement>('[role="slider"]')[thumb];
  const focusThumb = (thumb: ThumbIndex) => thumbElement(thumb)?.focus({preventScroll: true, focusVisible: false} as FocusOptions);
  const commit = (range: Range) => {
    // Where a benchmark starts timing "slider release to updated results" (docs/ring-builder.md).
    performance.mark(FILTER_COMMIT_MARK, {detail: {label}});
    onCommit(range);
  };

  const positionAt = (clientX: number, {left, width, thumbSize}: Drag) => positionAtPointer(clientX - left, width, thumbSize, scale);

  const moveTo = (position: number) => {
    const current = drag.current;
    if (!current) return;
    const next = dragThumb(current.range, current.thumb, position);
    if (next.thumb !== current.thumb) focusThumb(next.thumb);
    drag.current = {...current, ...next};
    if (!sameRange(next.range, current.range)) setDragging(next.range);
  };

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const pressed = (event.target as HTMLElement).dataset.thumb;
    const {left, width} = event.currentTarget.getBoundingClientRect();
    const started: Drag = {pointerId: event.pointerId, thumb: 0, range: dragging, from: dragging, left, width, thumbSize: thumbElement(0)?.offsetWidth ?? 0};
    const position = positionAt(event.clientX, started);
    const thumb: ThumbIndex = pressed === '0' || pressed === '1' ? (Number(pressed) as ThumbIndex) : nearestThumb(dragging, position);
    drag.current = {...started, thumb};
    focusThumb(thumb);
    if (pressed === undefined) moveTo(position);
  };

  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current?.pointerId === event.pointerId) moveTo(positionAt(event.clientX, drag.current));
  };

  // Fires after pointerup and after a cancelled pointer alike: the drag ends either way.
  const onLostPointerCapture = (event: PointerEvent<HTMLSpanElement>) => {
    const ended = drag.current;
    if (ended?.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!sameRange(ended.range, ended.from)) commit(ended.range);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, thumb: ThumbIndex) => {
    const position = positionAfterKey(dragging, thumb, event.key, event.shiftKey, scale);
    if (position === null) return;
    event.preventDefault();
    if (position === dragging[thumb]) return;
    const next: Range = thumb === 0 ? [position, dragging[1]] : [dragging[0], position];
    setDragging(next);
    commit(next);
  };

  const placement = {'--from': fractionOf(dragging[0], scale), '--to': fractionOf(dragging[1], scale)} as CSSProperties;
  return (
    <div className="range-slider">
      <span
        ref={root}
        className="range-slider__root"
        data-orientation="horizontal"
        style={placement}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onLostPointerCapture={onLostPointerCapture}
      >
        <span className="range-slider__track">
          <span className="range-slider__range" />
        </span>
        {THUMBS.map(({index, which, name}) => {
          const [lowest, highest] = thumbBounds(dragging, index, scale);
          return (
            <span
              key={which}
              role="slider"
              tabIndex={0}
              className={`range-slider__thumb range-slider__thumb--${which}`}
              data-thumb={index}
              aria-label={`${label} ${name}`}
              aria-orientation="horizontal"
              aria-valuemin={lowest}
              aria-valuemax={highest}
              aria-valuenow={dragging[index]}
              aria-valuetext={describe(dragging[index], which)}
              onKeyDown={(event) => onKeyDown(event, index)}
            />
          );
        })}
      </span>
      {marks ? (
        <ol className="range-slider__marks" aria-hidden="true" style={{gridTemplateColumns: `repeat(${marks.length}, 1fr)`}}>
          {marks.map((mark) => (
            <li key={mark}>{mark}</li>
          ))}
        </ol>
      ) : (
        <p className="range-slider__values" aria-hidden="true">
          <span>{describe(dragging[0], 'min')}</span>
          <span>{describe(dragging[1], 'max')}</span>
        </p>
      )}
    </div>
  );
}
