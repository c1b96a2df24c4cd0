import {NavLink} from 'react-router';
import {formatMoney} from '~/features/catalog/model/money';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';

const usd = (amount: number) => formatMoney({amount: String(amount), currencyCode: 'USD'});

/** Spec §2: the builder's steps with the current choices, and the reset action. */
export function BuilderProgress() {
  const setting = useRingBuilder((state) => state.setting);
  const stone = useRingBuilder((state) => state.stone);
  const reset = useRingBuilder((state) => state.reset);
  const steps = [
    {
      to: '/ring-builder/settings',
      label: 'Choose a setting',
      choice: setting ? `${setting.title}${setting.metal ? ` in ${setting.metal}` : ''} · ${usd(setting.price)}` : null,
    },
    {
      to: '/ring-builder/diamonds',
      label: 'Choose a diamond',
      choice: stone ? `${stone.carat} ct ${stone.shape} · ${usd(stone.price)}` : null,
    },
    {to: '/ring-builder/review', label: 'Review your ring', choice: null},
  ];
  return (
    <nav className="builder-progress" aria-label="Ring builder steps">
      <ol className="builder-progress__steps">
        {steps.map((step, index) => (
          <li key={step.to}>
            <NavLink to={step.to} className="builder-progress__step" data-testid="builder-step">
              <span className="builder-progress__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="builder-progress__label">{step.label}</span>
              {step.choice ? <span className="builder-progress__choice">{step.choice}</span> : null}
            </NavLink>
          </li>
        ))}
      </ol>
      <button type="button" className="builder-progress__reset" onClick={reset} disabled={!setting && !stone}>
        Start over
      </button>
    </nav>
  );
}
