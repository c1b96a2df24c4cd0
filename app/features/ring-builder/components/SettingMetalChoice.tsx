import type {MetalChoice} from '~/features/ring-builder/model/builder-setting';
import type {BuilderSetting} from '~/features/ring-builder/model/ring-builder-snapshot';

interface SettingMetalChoiceProps {
  choices: readonly MetalChoice[];
  variantId: string;
  onChoose: (variant: BuilderSetting) => void;
}

/** The setting's metal as radio buttons named by their visible text, as the product page offers it. */
export function SettingMetalChoice({choices, variantId, onChoose}: SettingMetalChoiceProps) {
  if (choices.length < 2) return null;
  return (
    <fieldset className="setting-metal" data-testid="review-metal-choice">
      <legend className="product-option__title">Metal</legend>
      <div className="product-option__choices">
        {choices.map((choice) => (
          <label key={choice.setting.variantId} className="product-option__choice">
            <input
              type="radio"
              name="review-setting-metal"
              value={choice.setting.variantId}
              checked={choice.setting.variantId === variantId}
              onChange={() => onChoose(choice.setting)}
            />
            <span className="product-option__tile">{choice.metal}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
