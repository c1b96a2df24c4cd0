import {z} from 'zod';
import {sameOriginPath} from '~/ui/same-origin-path';
import {recipientEmailSchema, recipientNameSchema} from './recipient-fields';
import {STONE_SHAPES} from '~/features/ring-builder/model/stone-shapes';

// Drop a hint: what the shopper fills in, checked the same way in the dialog and the resource
// route. The piece is named by its catalogue id only: the server reads its title and link from the
// catalogue, so a hint cannot carry text or links the storefront did not write. A ring from the
// builder adds its review link (for the same setting) and its stone's shape. A hint never
// reveals a price.

const MESSAGE_MAX = 500;

export const hintRequestSchema = z.object({
  recipientName: recipientNameSchema,
  recipientEmail: recipientEmailSchema,
  senderName: z.string().trim().min(1, 'Enter your name.').max(100, 'Keep your name under 100 characters.'),
  message: z.string().trim().max(MESSAGE_MAX, `Keep the message under ${MESSAGE_MAX} characters.`).default(''),
  productId: z.string().regex(/^gid:\/\/shopify\/Product\/\d{1,20}$/, 'Choose a piece from the catalog.'),
  ringPath: z
    .string()
    .max(2048)
    .refine((path) => sameOriginPath(path, '') === path, 'The ring must be on this storefront.')
    .optional(),
  stoneShape: z.enum(STONE_SHAPES).optional(),
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
