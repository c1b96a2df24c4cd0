// Validation of a `banner` metaobject's stored fields (spec §3): a malformed banner is rejected with
// a reason, never half-read.
import {z} from 'zod';
import type {Banner} from './banners';
import {definedOnly} from './defined-only';
import {isSafeHref} from '~/ui/safe-link';

export interface MetaobjectFieldInput {
  key: string;
  value?: string | null;
}

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const bannerFieldsSchema = z.object({
  content: z.string().trim().min(1, 'content is required'),
  mobileContent: text,
  detailsLink: text.refine((value) => value === undefined || isSafeHref(value), 'unsafe or malformed url'),
  endDate: text.refine((value) => value === undefined || !Number.isNaN(Date.parse(value)), 'not a date'),
  showCountdown: text.transform((value) => value === 'true'),
  countdownPrefix: text,
  position: text.transform((value) => (value === undefined ? undefined : Number(value))).refine(
    (value) => value === undefined || Number.isFinite(value),
    'not a number',
  ),
});

export type BannerParseResult =
  | {ok: true; banner: Banner; position: number | undefined}
  | {ok: false; reason: string};

export function parseBannerFields(fields: MetaobjectFieldInput[]): BannerParseResult {
  const record = Object.fromEntries(fields.map((field) => [field.key, field.value ?? null]));
  const result = bannerFieldsSchema.safeParse(record);
  if (!result.success) {
    return {ok: false, reason: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')};
  }
  const {position, ...rest} = result.data;
  return {ok: true, banner: definedOnly(rest), position};
}
