import {describe, expect, it} from 'vitest';
import {clientErrorReport} from './client-error-report';
import {clientErrorReportSchema} from './client-error-report-schema';

describe('clientErrorReport', () => {
  it('builds a report the endpoint accepts', () => {
    const report = clientErrorReport(new RangeError('bad index'), 'boundary', 'a'.repeat(32), '/shop/cart?x=1');
    expect(report).toMatchObject({reportId: 'a'.repeat(32), kind: 'boundary', name: 'RangeError', message: 'bad index', path: '/shop/cart?x=1'});
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('trims a long stack to what the endpoint takes', () => {
    const error = new Error('deep');
    error.stack = 'x'.repeat(50_000);
    const report = clientErrorReport(error, 'uncaught', 'b'.repeat(32), '/');
    expect(report.stack).toHaveLength(10_000);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });
});

describe('clientErrorReportSchema', () => {
  const valid = {reportId: 'c'.repeat(32), kind: 'uncaught', name: 'Error', message: 'm', path: '/'};
  it('refuses another origin, an odd id or kind', () => {
    expect(clientErrorReportSchema.safeParse({...valid, path: '//evil.example'}).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({...valid, path: 'https://evil.example/'}).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({...valid, reportId: 'C'.repeat(32)}).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({...valid, kind: 'other'}).success).toBe(false);
  });
});
