import {z} from 'zod';

// The person something is sent to (a hint, a gift voucher): checked the same way, with the same
// messages, wherever a shopper names them.

export const recipientNameSchema = z.string().trim().min(1, 'Enter their name.').max(100, 'Keep the name under 100 characters.');

export const recipientEmailSchema = z
  .string()
  .trim()
  .min(1, 'Enter their email address.')
  .max(254)
  .pipe(z.email('Enter a valid email address.'));
