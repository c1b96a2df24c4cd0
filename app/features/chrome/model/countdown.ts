// Spec §4: the banner countdown text is the optional prefix, the days only when above 0, then hours,
// minutes and seconds.

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left until `endMs`, or null once it has passed. */
export function countdownParts(endMs: number, nowMs: number): CountdownParts | null {
  const left = endMs - nowMs;
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** e.g. `Ends in 3 days 04 hrs 05 mins 06 secs`; two-digit units keep the width steady as it ticks. */
export function formatCountdown(parts: CountdownParts, prefix?: string): string {
  const words: string[] = [];
  const lead = prefix?.trim();
  if (lead) words.push(lead);
  if (parts.days > 0) words.push(`${parts.days} ${parts.days === 1 ? 'day' : 'days'}`);
  words.push(`${twoDigits(parts.hours)} hrs`, `${twoDigits(parts.minutes)} mins`, `${twoDigits(parts.seconds)} secs`);
  return words.join(' ');
}
