import {CUSTOM_DESIGN_METALS, type CustomDesignErrors, type CustomDesignField, type CustomDesignValues} from '~/features/engagement/model/custom-design-request';
import {STONE_SHAPES} from '~/features/ring-builder/model/stone-shapes';
import {FormField, type FormControlProps} from '~/ui/FormField';

interface FieldProps {
  name: CustomDesignField;
  label: string;
  errors: CustomDesignErrors;
  children: (props: FormControlProps) => React.ReactNode;
}

/** A select starts on a sent value only when it is one of its options. */
const known = (options: readonly string[], value: string | undefined) => (value !== undefined && options.includes(value) ? value : '');

function Field({name, label, errors, children}: FieldProps) {
  return (
    <FormField id={`custom-design-${name}`} name={name} label={label} error={errors[name]} className="custom-design__field">
      {children}
    </FormField>
  );
}

/**
 * The form's fields; values stay in the inputs (uncontrolled), so an error never loses them, and a
 * form that came back to be fixed without JavaScript starts from what was sent (`values`).
 */
export function CustomDesignFields({errors, values = {}}: {errors: CustomDesignErrors; values?: CustomDesignValues}) {
  return (
    <>
      <Field name="name" label="Name" errors={errors}>
        {(props) => <input {...props} autoComplete="name" required maxLength={100} defaultValue={values.name} />}
      </Field>
      <Field name="email" label="Email" errors={errors}>
        {(props) => <input {...props} type="email" autoComplete="email" required defaultValue={values.email} />}
      </Field>
      <Field name="phone" label="Phone (optional)" errors={errors}>
        {(props) => <input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
      </Field>
      <Field name="shape" label="Shape" errors={errors}>
        {(props) => (
          <select {...props} required defaultValue={known(STONE_SHAPES, values.shape)}>
            <option value="" disabled>
              Select...
            </option>
            {STONE_SHAPES.map((shape) => (
              <option key={shape}>{shape}</option>
            ))}
          </select>
        )}
      </Field>
      <Field name="carat" label="Carat weight you have in mind" errors={errors}>
        {(props) => <input {...props} type="number" inputMode="decimal" step="0.01" min="0.1" max="20" required defaultValue={values.carat} />}
      </Field>
      <Field name="budget" label="Budget (USD)" errors={errors}>
        {(props) => <input {...props} type="number" inputMode="numeric" step="1" min="500" max="1000000" required defaultValue={values.budget} />}
      </Field>
      <Field name="metal" label="Metal" errors={errors}>
        {(props) => (
          <select {...props} required defaultValue={known(CUSTOM_DESIGN_METALS, values.metal)}>
            <option value="" disabled>
              Select...
            </option>
            {CUSTOM_DESIGN_METALS.map((metal) => (
              <option key={metal}>{metal}</option>
            ))}
          </select>
        )}
      </Field>
      <Field name="message" label="Tell us about your ring" errors={errors}>
        {(props) => <textarea {...props} rows={5} required maxLength={2000} defaultValue={values.message} />}
      </Field>
    </>
  );
}
