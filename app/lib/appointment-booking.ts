/** Where Book an appointment goes: the configured Cal.com booking page, https only; else null. */
export function appointmentBookingUrl(env: Partial<Record<string, string | undefined>>): string | null {
  const value = env.PUBLIC_CAL_COM_BOOKING_URL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
