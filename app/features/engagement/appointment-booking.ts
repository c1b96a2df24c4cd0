/** Where Book an appointment goes: the configured Cal.com booking page, https only; else null. */
export function appointmentBookingUrl(env: {PUBLIC_CAL_COM_BOOKING_URL?: string}): string | null {
  const value = env.PUBLIC_CAL_COM_BOOKING_URL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface CalEmbedTarget {
  /** The Cal.com instance the booking page lives on. */
  origin: string;
  /** `user/event`, what the embed opens. */
  calLink: string;
  /** Cal.com's hosted embed script, or a self-hosted instance's own. */
  scriptUrl: string;
}

const CAL_CLOUD_HOSTS = new Set(['cal.com', 'app.cal.com']);

/** Where the booking widget comes from for a booking page URL (null for a bare origin). */
export function calEmbedTarget(bookingUrl: string): CalEmbedTarget | null {
  const url = new URL(bookingUrl);
  const calLink = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!calLink) return null;
  const cloud = CAL_CLOUD_HOSTS.has(url.hostname);
  return {
    origin: cloud ? 'https://cal.com' : url.origin,
    calLink,
    scriptUrl: cloud ? 'https://app.cal.com/embed/embed.js' : `${url.origin}/embed/embed.js`,
  };
}

/** Origins the Content-Security-Policy must allow for the widget: its script and its frame. */
export function calEmbedOrigins(env: {PUBLIC_CAL_COM_BOOKING_URL?: string}): {scriptSrc: string[]; frameSrc: string[]} {
  const url = appointmentBookingUrl(env);
  const target = url ? calEmbedTarget(url) : null;
  if (!target) return {scriptSrc: [], frameSrc: []};
  const scriptOrigin = new URL(target.scriptUrl).origin;
  return {scriptSrc: [scriptOrigin], frameSrc: [...new Set([target.origin, scriptOrigin])]};
}
