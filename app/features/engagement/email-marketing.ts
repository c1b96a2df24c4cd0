// The email-marketing provider (Klaviyo) loads its onsite script separately; until it has, there is
// nothing to open, and the caller tells the shopper instead of failing.

interface OnsiteQueue {
  push: (command: unknown[]) => unknown;
}

declare global {
  interface Window {
    _klOnsite?: OnsiteQueue;
  }
}

/** Opens the signup form when the provider's script is there; false when it is not. */
export function openEmailSignupForm(formId: string): boolean {
  const queue = typeof window === 'undefined' ? undefined : window._klOnsite;
  if (!queue || typeof queue.push !== 'function') return false;
  try {
    queue.push(['openForm', formId]);
    return true;
  } catch (error) {
    console.warn('[email signup] the form could not be opened', error);
    return false;
  }
}
