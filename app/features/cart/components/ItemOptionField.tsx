import {useId, useState} from 'react';
import {ENGRAVING_MAX_LENGTH} from '~/config/product';
import type {ItemOption} from '~/features/cart/model/cart-view';
import {ENGRAVING_RULE_TEXT, engravingProblem, isEngravingOption, isOptionRequired} from '~/features/catalog/model/engraving';
import {cartActions} from '~/features/cart/cart-actions';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {CartActionForm} from './CartActionForm';

/**
 * One of an item's own options: a choice is a select, an input is a text box. Spec §4/§5: a
 * required option without a value is marked *Required, and checkout waits for it; the engraving is
 * optional and held to its rule here as on the server.
 */
export function ItemOptionField({itemId, option}: {itemId: string; option: ItemOption}) {
  const id = useId();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(option.selected?.value ?? '');
  const missing = !option.selected && isOptionRequired(option);
  const engraving = isEngravingOption(option);
  const problem = engraving ? engravingProblem(draft) : null;
  const requiredId = `${id}-required`;
  const hintId = `${id}-hint`;
  const describedBy = [missing ? requiredId : null, engraving ? hintId : null].filter(Boolean).join(' ') || undefined;
  const commit = (value: string) => {
    if (engraving && engravingProblem(value)) return;
    if (value.trim() !== (option.selected?.value ?? '')) cartActions.setOption(itemId, option.name, value);
  };

  return (
    <CartActionForm
      intent="option"
      fields={{lineId: itemId, name: option.name}}
      onAction={() => commit(draft)}
      className="item-option"
    >
      <label htmlFor={id} className="item-option__label">
        {option.displayName}
        {missing ? (
          <span id={requiredId} className="item-option__required">
            *Required
          </span>
        ) : null}
      </label>
      {option.format === 'choice' ? (
        <select
          id={id}
          name="value"
          className="item-option__control"
          value={option.selected?.value ?? ''}
          aria-invalid={missing}
          aria-describedby={missing ? requiredId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            commit(event.target.value);
          }}
        >
          <option value="" disabled>
            Select...
          </option>
          {option.values.map((value) => (
            <option key={value.id} value={value.value}>
              {typeof value.displayAttributes.label === 'string' ? value.displayAttributes.label : value.value}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name="value"
          className="item-option__control"
          value={draft}
          maxLength={engraving ? ENGRAVING_MAX_LENGTH : undefined}
          aria-invalid={missing || problem !== null}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(draft)}
        />
      )}
      {engraving ? (
        <p id={hintId} className={problem ? 'item-option__problem' : 'item-option__hint'} role={problem ? 'alert' : undefined}>
          {problem ?? `Optional. ${ENGRAVING_RULE_TEXT}.`}
        </p>
      ) : null}
      {/* Without JavaScript a change only counts once sent. */}
      {hydrated ? null : (
        <button type="submit" className="link-button">
          Save
        </button>
      )}
    </CartActionForm>
  );
}
