import {describe, expect, it} from 'vitest';
import {certificateReportUrl} from './certificate-report';

describe('certificateReportUrl', () => {
  it("links to the lab's own report check by default", () => {
    expect(certificateReportUrl('GIA', '1234567890', null)).toBe('https://www.gia.edu/report-check?locale=en_US&reportno=1234567890');
    expect(certificateReportUrl('IGI', 'LG123456789', null)).toBe('https://www.igi.org/verify-your-report/?r=LG123456789');
  });

  it("follows the deployment's template for every lab", () => {
    expect(certificateReportUrl('IGI', 'LG123456789', 'http://127.0.0.1:4010/certificates/{lab}/{number}')).toBe(
      'http://127.0.0.1:4010/certificates/IGI/LG123456789',
    );
  });

  it('gives no link for a lab without a report check or a malformed number', () => {
    expect(certificateReportUrl('HRD', '123', null)).toBeNull();
    expect(certificateReportUrl('GIA', '12"><script>', null)).toBeNull();
    expect(certificateReportUrl('GIA', '', null)).toBeNull();
    expect(certificateReportUrl('gia<', '123', 'https://example.com/{lab}/{number}')).toBeNull();
  });
});
