import {describe, expect, it} from 'vitest';
import {giftVoucherLine} from './gift-voucher-request';

const amounts = ['gid://shopify/ProductVariant/1', 'gid://shopify/ProductVariant/2'];

describe('giftVoucherLine', () => {
  it('puts the recipient on the line as Shopify’s gift card recipient attributes', () => {
    const result = giftVoucherLine(
      {variantId: amounts[1], recipientName: ' Sam ', recipientEmail: 'sam@example.com', message: 'Happy birthday'},
      amounts,
    );
    expect(result).toEqual({
      ok: true,
      line: {
        merchandiseId: amounts[1],
        quantity: 1,
        attributes: [
          {key: '__shopify_send_gift_card_to_customer', value: 'on'},
          {key: 'Recipient email', value: 'sam@example.com'},
          {key: 'Recipient name', value: 'Sam'},
          {key: 'Message', value: 'Happy birthday'},
        ],
      },
    });
  });

  it('leaves an empty message off the line', () => {
    const result = giftVoucherLine({variantId: amounts[0], recipientName: 'Sam', recipientEmail: 'sam@example.com', message: ' '}, amounts);
    expect(result.ok && result.line.attributes.map((a) => a.key)).not.toContain('Message');
  });

  it('names each field to correct, and refuses an amount the voucher does not offer', () => {
    expect(giftVoucherLine({variantId: '', recipientName: '', recipientEmail: 'nope', message: 'x'.repeat(201)}, amounts)).toEqual({
      ok: false,
      errors: {
        variantId: 'Choose an amount.',
        recipientName: 'Enter their name.',
        recipientEmail: 'Enter a valid email address.',
        message: 'Keep the message under 200 characters.',
      },
    });
    expect(giftVoucherLine({variantId: 'gid://shopify/ProductVariant/9', recipientName: 'Sam', recipientEmail: 'sam@example.com'}, amounts)).toEqual({
      ok: false,
      errors: {variantId: 'Choose an amount.'},
    });
  });
});
