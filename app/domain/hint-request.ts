import {z} from 'zod';
import {safeReturnPath} from './return-path';
import {recipientEmailSchema, recipientNameSchema} from './recipient-fields';

// Drop a hint: what the shopper fills in, checked the same way in the dialog and the resource
// route. The piece travels by name and link only: a hint never reveals a price.

const MESSAGE_MAX = 500;

export const hintRequestSchema = z.object({
  recipientName: recipientNameSchema,
  recipientEmail: recipientEmailSchema,
  senderName: z.string().trim().min(1, 'Enter your name.').max(100, 'Keep your name under 100 characters.'),
  message: z.string().trim().max(MESSAGE_MAX, `Keep the message under ${MESSAGE_MAX} characters.`).default(''),
  productTitle: z.string().trim().min(1).max(200),
  productPath: z
    .string()
    .refine((path) => safeReturnPath(path, '') === path, 'The piece must be on this storefront.'),
});

export type HintRequest = z.infer<typeof hintRequestSchema>;
export type HintField = 'recipientName' | 'recipientEmail' | 'senderName' | 'message';
export const HINT_MESSAGE_MAX = MESSAGE_MAX;

export type HintParse = {ok: true; request: HintRequest} | {ok: false; errors: Partial<Record<keyof HintRequest, string>>};

export function parseHintRequest(input: Record<string, unknown>): HintParse {
  const result = hintRequestSchema.safeParse(input);
  if (result.success) return {ok: true, request: result.data};
  const errors: Partial<Record<keyof HintRequest, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof HintRequest;
    errors[field] ??= issue.message;
  }
  return {ok: false, errors};
}
