interface CartActionFormProps {
  intent: 'quantity' | 'remove' | 'care-plan' | 'option' | 'discount-apply' | 'discount-remove' | 'gift-card-apply' | 'gift-card-remove';
  fields: Record<string, string>;
  /** The enhanced action; without JavaScript the form posts to the cart page instead. */
  onAction: (form: HTMLFormElement) => void;
  className?: string;
  children: React.ReactNode;
}

/** A cart change that works as a plain form post and, with JavaScript, applies at once. */
export function CartActionForm({intent, fields, onAction, className, children}: CartActionFormProps) {
  return (
    <form
      method="post"
      action="/shop/cart"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onAction(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
