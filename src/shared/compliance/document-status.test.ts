import { describe, expect, it } from 'vitest';
import { addDays } from '../time/johannesburg';
import { anyExpired, daysFrom, documentStatus, visitInFuture } from './document-status';
import { sniffDocumentType } from './compliance-photo';

const TODAY = '2026-11-28';

describe('a compliance document’s status', () => {
  it('steps from valid to due in 30 days, due in 7 days and expired by the days left', () => {
    const at = (days: number) =>
      documentStatus({ number: 'P-1', expiresOn: addDays(TODAY, days) }, TODAY);
    expect([400, 31, 30, 8, 7, 1, 0, -1, -365].map(at)).toEqual([
      'valid',
      'valid',
      'due_in_30_days',
      'due_in_30_days',
      'due_in_7_days',
      'due_in_7_days',
      'due_in_7_days',
      'expired',
      'expired',
    ]);
  });

  it('is missing until a number or an expiry is known; a number with no expiry is valid', () => {
    expect(documentStatus({}, TODAY)).toBe('missing');
    expect(documentStatus({ number: null, expiresOn: null }, TODAY)).toBe('missing');
    expect(documentStatus({ number: 'COA/1' }, TODAY)).toBe('valid');
    expect(documentStatus({ expiresOn: addDays(TODAY, -1) }, TODAY)).toBe('expired');
  });

  it('counts calendar days across month and year ends and a leap day', () => {
    expect(daysFrom('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysFrom('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysFrom('2026-11-28', '2026-11-28')).toBe(0);
    expect(daysFrom('2026-11-28', '2026-10-29')).toBe(-30);
  });

  it('is red on the dashboard only when a document has expired', () => {
    expect(anyExpired('valid', 'due_in_7_days', 'missing')).toBe(false);
    expect(anyExpired('valid', 'expired')).toBe(true);
  });
});

describe("a document's file type", () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it('is read from its first bytes', () => {
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.4\n'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      'image/png',
    );
    expect(sniffDocumentType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('is none for anything else, a PDF named in the middle of a file included', () => {
    expect(sniffDocumentType(new TextEncoder().encode('<html>%PDF-'))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(sniffDocumentType(bytes())).toBeNull();
  });
});

describe('a pest-control visit', () => {
  it('may be today or before, never after, and may be unknown', () => {
    expect(visitInFuture('2026-11-28', '2026-11-28')).toBe(false);
    expect(visitInFuture('2026-11-27', '2026-11-28')).toBe(false);
    expect(visitInFuture('2026-11-29', '2026-11-28')).toBe(true);
    expect(visitInFuture(null, '2026-11-28')).toBe(false);
  });
});
