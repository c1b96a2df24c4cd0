/** Spec §9: error-reporting trace sample rate. Every reported error carries a sampled trace. */
export const ERROR_REPORTING_TRACES_SAMPLE_RATE = 1;

/** A report that the service has not taken within this time is given up (and logged). */
export const ERROR_REPORT_TIMEOUT_MS = 5_000;

/** The largest client report /api/error-report accepts; a stack trace fits with room to spare. */
export const CLIENT_ERROR_REPORT_MAX_BYTES = 16 * 1024;

/** A page that keeps failing reports at most this many of its own errors. */
export const CLIENT_ERROR_REPORTS_PER_PAGE = 5;
