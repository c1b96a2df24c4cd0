import {z} from 'zod';

// What /api/error-report accepts from the browser. Apart from the sender (client-error-report.ts)
// so the page's first load carries no zod: only the route checks reports.

export const CLIENT_ERROR_KINDS = ['boundary', 'uncaught', 'unhandled-rejection'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const clientErrorReportSchema = z.object({
  reportId: z.string().regex(/^[0-9a-f]{32}$/),
  kind: z.enum(CLIENT_ERROR_KINDS),
  name: z.string().trim().min(1).max(200),
  message: z.string().max(2_000),
  stack: z.string().max(10_000).optional(),
  /** Path and query of the page, never another origin. */
  path: z.string().max(2_000).regex(/^\/(?!\/)/),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
