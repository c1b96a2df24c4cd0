/**
 * Each grading lab's own report check, where a stone's certificate link goes on a real store
 * (`{number}` is the report number). PUBLIC_CERTIFICATE_REPORT_URL replaces them all.
 */
export const LAB_REPORT_URLS: Readonly<Record<string, string>> = {
  GIA: 'https://www.gia.edu/report-check?locale=en_US&reportno={number}',
  IGI: 'https://www.igi.org/verify-your-report/?r={number}',
};
