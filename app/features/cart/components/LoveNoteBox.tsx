import {memo, useId, useRef, useState} from 'react';
import {LOVE_NOTE_MAX_LENGTH, LOVE_NOTE_SAVE_DEBOUNCE_MS} from '~/config/cart';
import {useDebouncedCallback} from '~/ui/hooks/use-debounced-callback';
import {cartActions} from '~/features/cart/cart-actions';

/**
 * Spec §2 note box: the requested love note, saved as the shopper pauses. Named `customerNote`
 * so the checkout form post carries it too (and saves it without JavaScript).
 */
export const LoveNoteBox = memo(function LoveNoteBox({note}: {note: string}) {
  const id = useId();
  const [draft, setDraft] = useState(note);
  const saved = useRef(note);

  const save = (value: string) => {
    saveLater.cancel();
    if (value === saved.current) return;
    saved.current = value;
    cartActions.saveLoveNote(value);
  };
  const saveLater = useDebouncedCallback(save, LOVE_NOTE_SAVE_DEBOUNCE_MS);

  return (
    <div className="love-note">
      <label htmlFor={id} className="love-note__label">
        Love note
      </label>
      <p id={`${id}-hint`} className="love-note__hint">
        We handwrite it on a card and tuck it into the box.
      </p>
      <textarea
        id={id}
        name="customerNote"
        className="love-note__input"
        rows={3}
        maxLength={LOVE_NOTE_MAX_LENGTH}
        value={draft}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const value = event.target.value;
          setDraft(value);
          saveLater(value);
        }}
        onBlur={() => save(draft)}
      />
    </div>
  );
});
