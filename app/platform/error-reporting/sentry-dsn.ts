// A Sentry DSN (`https://<public key>@<host>/<project id>`) names where error envelopes go and the
// key that authorises them. Read here to refuse a malformed one and to name the local stack's ingest. Self-hosted Sentry and compatible services (GlitchTip, the local
// stack's ingest) use the same form, with an optional path prefix before the project id.

export interface SentryDsn {
  /** The DSN as configured, sent back in each envelope's header. */
  dsn: string;
  publicKey: string;
  projectId: string;
  /** `<scheme>://<host>[:port]/[prefix/]api/<project id>/envelope/` */
  envelopeUrl: string;
}

/** The DSN's parts, or null when it is empty or not a well-formed http(s) DSN. */
export function parseSentryDsn(value: string | undefined | null): SentryDsn | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const publicKey = decodeURIComponent(url.username);
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!publicKey || !projectId || !/^\d+$/.test(projectId)) return null;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {dsn: raw, publicKey, projectId, envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`};
}
