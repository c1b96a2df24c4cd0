import {LAB_REPORT_URLS} from '~/config/certificates';

const LAB = /^[A-Z]{2,5}$/;
const REPORT_NUMBER = /^[A-Z0-9]{1,20}$/;

/**
 * Where a stone's grading report can be read: `template` (`{lab}`, `{number}`) when the deployment
 * sets one, else the lab's own report check. Null for a lab without one or a malformed number, so
 * nothing from a search record ends up in a link unchecked.
 */
export function certificateReportUrl(lab: string, number: string, template: string | null): string | null {
  if (!LAB.test(lab) || !REPORT_NUMBER.test(number)) return null;
  const pattern = template || LAB_REPORT_URLS[lab];
  if (!pattern) return null;
  return pattern.replaceAll('{lab}', lab).replaceAll('{number}', number);
}
