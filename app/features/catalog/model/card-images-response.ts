// The answer of GET /api/card-images as the browser reads it. zod/mini (ADR 0014), in a module of its
// own that the card loads with its first request, so the grid's first load carries no schema.
import * as z from 'zod/mini';
import type {CardImage} from './product-card-view';

const cardImageSchema = z.object({
  url: z.string().check(z.minLength(1)),
  altText: z.nullable(z.string()),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
}) satisfies z.ZodMiniType<CardImage, unknown>;

const answerSchema = z.object({images: z.array(cardImageSchema)});

/** The images of the answer, or null when it is not one. */
export function readCardImagesResponse(body: unknown): CardImage[] | null {
  const parsed = z.safeParse(answerSchema, body);
  return parsed.success ? parsed.data.images : null;
}
