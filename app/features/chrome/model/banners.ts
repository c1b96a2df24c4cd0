// Announcement banners (spec §3): their shape, order, expiry and what each viewport shows. Parsing
// the stored fields lives in banner-fields.ts, so the browser bundle never carries the validator.

export interface Banner {
  content: string;
  mobileContent?: string;
  detailsLink?: string;
  /** ISO date-time the promotion ends; the countdown runs to it. */
  endDate?: string;
  showCountdown: boolean;
  countdownPrefix?: string;
}

/** Stored order (`position`, then as listed), without banners whose end date has passed. */
export function runningBanners(
  entries: {banner: Banner; position: number | undefined}[],
  nowMs: number,
): Banner[] {
  return entries
    .map((entry, index) => ({...entry, index}))
    .filter(({banner}) => !isExpired(banner, nowMs))
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.index - b.index)
    .map(({banner}) => banner);
}

export function isExpired(banner: Banner, nowMs: number): boolean {
  return banner.endDate !== undefined && Date.parse(banner.endDate) <= nowMs;
}

/** Spec §2: the mobile text falls back to the main content. */
export function bannerText(banner: Banner, viewport: 'mobile' | 'desktop'): string {
  return viewport === 'mobile' ? (banner.mobileContent ?? banner.content) : banner.content;
}

/** The instant the countdown runs to, when this banner shows one. */
export function countdownEnd(banner: Banner): number | null {
  if (!banner.showCountdown || banner.endDate === undefined) return null;
  return Date.parse(banner.endDate);
}
