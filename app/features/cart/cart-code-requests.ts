// The code boxes' calls (drawer and cart page with JavaScript), sent in turn with the cart's other
// changes. Each resolves to whether the cart took the change, so the box can clear its field.
import {sendInTurn} from './cart-actions';
import {post, type CartResponse} from './cart-requests';

async function change(input: Record<string, string>): Promise<boolean> {
  let answer: CartResponse | null = null;
  await sendInTurn(async (cartId) => (answer = await post('/api/cartCodes', {input: {cartId, ...input}}, null)));
  const settled = answer as CartResponse | null;
  return Boolean(settled?.ok && !settled.issues.some((issue) => issue.severity === 'error'));
}

export const applyDiscountCode = (code: string) => change({operation: 'applyDiscountCode', code});
export const removeDiscountCode = (code: string) => change({operation: 'removeDiscountCode', code});
export const applyGiftCard = (code: string) => change({operation: 'applyGiftCard', code});
export const removeGiftCard = (appliedGiftCardId: string) => change({operation: 'removeGiftCard', appliedGiftCardId});
