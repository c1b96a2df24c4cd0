import {useState} from 'react';
import {GIFT_VOUCHER_MESSAGE_MAX, giftVoucherLine, type GiftVoucherErrors, type GiftVoucherField} from '~/features/engagement/model/gift-voucher-request';
import {formatMoney, type Money} from '~/features/catalog/model/money';
import {AddToCartButton} from '~/features/cart/components/AddToCartButton';
import {FormField} from '~/ui/FormField';

export interface VoucherAmount {
  id: string;
  price: Money;
  availableForSale: boolean;
}

type Values = Record<GiftVoucherField, string>;

const RECIPIENT_FIELDS: {name: Exclude<GiftVoucherField, 'variantId'>; label: string; type: 'text' | 'email' | 'textarea'}[] = [
  {name: 'recipientName', label: "Recipient's name", type: 'text'},
  {name: 'recipientEmail', label: "Recipient's email", type: 'email'},
  {name: 'message', label: 'Message (optional)', type: 'textarea'},
];

/** Amount and recipient, checked before the voucher goes to the cart (Shopify emails it to them). */
export function GiftVoucherForm({amounts}: {amounts: VoucherAmount[]}) {
  const available = amounts.filter((amount) => amount.availableForSale);
  const [values, setValues] = useState<Values>({variantId: available[0]?.id ?? '', recipientName: '', recipientEmail: '', message: ''});
  const [errors, setErrors] = useState<GiftVoucherErrors>({});
  const checked = giftVoucherLine(values, available.map((amount) => amount.id));
  const set = (name: GiftVoucherField, value: string) => setValues((current) => ({...current, [name]: value}));

  return (
    <div className="gift-voucher__form">
      <fieldset className="gift-voucher__amounts" aria-describedby={errors.variantId ? 'gift-voucher-amount-error' : undefined}>
        <legend>Amount</legend>
        {amounts.map((amount) => (
          <label key={amount.id} className="gift-voucher__amount">
            <input
              type="radio"
              name="variantId"
              value={amount.id}
              disabled={!amount.availableForSale}
              checked={values.variantId === amount.id}
              onChange={() => set('variantId', amount.id)}
            />
            {formatMoney(amount.price)}
          </label>
        ))}
        {errors.variantId ? (
          <p id="gift-voucher-amount-error" className="form-error">
            {errors.variantId}
          </p>
        ) : null}
      </fieldset>
      {RECIPIENT_FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`gift-voucher-${field.name}`}
          name={field.name}
          label={field.label}
          error={errors[field.name]}
          className="gift-voucher__field"
        >
          {(control) => {
            const props = {
              ...control,
              value: values[field.name],
              onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field.name, event.target.value),
            };
            return field.type === 'textarea' ? (
              <textarea {...props} rows={3} maxLength={GIFT_VOUCHER_MESSAGE_MAX} />
            ) : (
              <input {...props} type={field.type} autoComplete="off" />
            );
          }}
        </FormField>
      ))}
      <div
        onSubmitCapture={(event) => {
          if (checked.ok) {
            setErrors({});
            return;
          }
          event.preventDefault();
          setErrors(checked.errors);
        }}
      >
        <AddToCartButton
          merchandiseId={checked.ok ? checked.line.merchandiseId : values.variantId}
          attributes={checked.ok ? checked.line.attributes : []}
          disabled={available.length === 0}
          label={available.length ? 'Add voucher to cart' : 'Sold out'}
        />
      </div>
    </div>
  );
}
