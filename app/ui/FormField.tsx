/** What a field's control needs: its id and name, and its error's wiring when there is one. */
export interface FormControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  className: string;
  children: (props: FormControlProps) => React.ReactNode;
}

/** A labelled control with its error below it, tied to the control for assistive technology. */
export function FormField({id, name, label, error, className, children}: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({id, name, ...(error ? {'aria-invalid': true, 'aria-describedby': `${id}-error`} : {})})}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
