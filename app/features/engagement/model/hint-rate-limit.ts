// Drop a hint sends email to a stranger's address: each visitor may send only a few an hour. The
// times of recent sends travel in the signed session cookie, read back leniently and clamped.

export interface HintAllowance {
  allowed: boolean;
  /** The sends still inside the window, oldest first: what the session should keep. */
  recent: number[];
  /** Whole seconds until the oldest send leaves the window; 0 when a hint may be sent now. */
  retryAfterSeconds: number;
}

export function hintAllowance(stored: unknown, now: number, limit: number, windowMs: number): HintAllowance {
  const times = Array.isArray(stored) ? stored : [];
  const recent = times
    .filter((time): time is number => typeof time === 'number' && Number.isFinite(time) && time > now - windowMs && time <= now)
    .sort((a, b) => a - b)
    .slice(-limit);
  if (recent.length < limit) return {allowed: true, recent, retryAfterSeconds: 0};
  return {allowed: false, recent, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000))};
}

/** What the shopper reads when the limit is reached. */
export function hintLimitMessage(limit: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent ${limit} hints in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
