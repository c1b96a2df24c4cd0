import {z} from 'zod';
import {recipientEmailSchema, recipientNameSchema} from './recipient-fields';

// The gift voucher form: an amount (one of the gift card's variants) and who it is for. The
// recipient travels as Shopify's gift card recipient attributes on the cart line.

export const GIFT_VOUCHER_MESSAGE_MAX = 200;

/**
 * Shopify's gift card recipient line attributes: with these on the cart line, Shopify emails the
 * gift card to the recipient with the message instead of to the buyer.
 */
export const GIFT_CARD_RECIPIENT_ATTRIBUTES = {
  send: '__shopify_send_gift_card_to_customer',
  email: 'Recipient email',
  name: 'Recipient name',
  message: 'Message',
} as const;

const schema = z.object({
  variantId: z.string().min(1, 'Choose an amount.'),
  recipientName: recipientNameSchema,
  recipientEmail: recipientEmailSchema,
  message: z
    .string()
    .trim()
    .max(GIFT_VOUCHER_MESSAGE_MAX, `Keep the message under ${GIFT_VOUCHER_MESSAGE_MAX} characters.`)
    .default(''),
});

export type GiftVoucherField = keyof z.infer<typeof schema>;
export type GiftVoucherErrors = Partial<Record<GiftVoucherField, string>>;

export interface GiftVoucherLine {
  merchandiseId: string;
  quantity: 1;
  attributes: {key: string; value: string}[];
}

/** The cart line for the voucher, or the message for each field to correct. */
export function giftVoucherLine(
  fields: Record<string, unknown>,
  amounts: readonly string[],
): {ok: true; line: GiftVoucherLine} | {ok: false; errors: GiftVoucherErrors} {
  const parsed = schema.safeParse(fields);
  const errors: GiftVoucherErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as GiftVoucherField] ??= issue.message;
  } else if (!amounts.includes(parsed.data.variantId)) {
    errors.variantId = 'Choose an amount.';
  }
  if (!parsed.success || Object.keys(errors).length) return {ok: false, errors};
  const {variantId, recipientName, recipientEmail, message} = parsed.data;
  const {send, email, name, message: messageKey} = GIFT_CARD_RECIPIENT_ATTRIBUTES;
  return {
    ok: true,
    line: {
      merchandiseId: variantId,
      quantity: 1,
      attributes: [
        {key: send, value: 'on'},
        {key: email, value: recipientEmail},
        {key: name, value: recipientName},
        ...(message ? [{key: messageKey, value: message}] : []),
      ],
    },
  };
}
