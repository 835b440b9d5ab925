import { describe, expect, it } from 'vitest';
import { serverTexts } from '@server/lib/i18n';
import { folderAnswer } from './compliance.service';
import { MAX_ROWS, RECEIPTS_PER_SUPPLIER, inspectPage } from './inspect-page';
import type { InspectReport } from './inspect-report';

const TODAY = '2026-11-28';

function report(overrides: Partial<InspectReport> = {}): InspectReport {
  return {
    shop: {
      tradingName: 'Thandi <b>Spaza</b>',
      legalName: null,
      address: '12 Vilakazi St',
      ownerName: 'Thandi Mokoena',
      vatNumber: null,
      registration: null,
      phone: null,
      language: null,
    },
    folder: folderAnswer(undefined, new Set(), TODAY),
    today: TODAY,
    expiredOnShelf: [],
    writeOffs: [],
    receipts: [],
    ...overrides,
  };
}
const render = (r: InspectReport) =>
  inspectPage(r, 'T'.repeat(32), '2026-11-29T06:00:00.000Z', serverTexts('en'));

describe("the inspector's page", () => {
  it('escapes what the shop typed and leaves out what it never gave', () => {
    const page = render(report());
    expect(page).toContain('Inspection pack: Thandi &lt;b&gt;Spaza&lt;/b&gt;');
    expect(page).not.toContain('<b>Spaza');
    expect(page).not.toMatch(/VAT number|Registered name|Phone/);
    expect(page).toContain('Not on file');
    expect(page).toContain('No expired use-by stock on the shelf.');
    expect(page).toContain('Nothing written off in the last 90 days.');
    expect(page).toContain('No deliveries received in the last 90 days.');
  });

  it('keeps to one page: long lists end in "and N more", a supplier shows its latest receipts', () => {
    const writeOffs = Array.from({ length: MAX_ROWS + 5 }, (_, i) => ({
      productName: `Product ${i}`,
      quantity: 1,
      reason: 'expired' as const,
      on: TODAY,
    }));
    const receipts = Array.from({ length: RECEIPTS_PER_SUPPLIER + 4 }, (_, i) => ({
      supplier: 'Albany Bakeries',
      number: `REC-00000${i}`,
      invoiceNumber: null,
      on: TODAY,
    }));
    const page = render(report({ writeOffs, receipts }));
    expect(page).toContain(`Product ${MAX_ROWS - 1}<`);
    expect(page).not.toContain(`Product ${MAX_ROWS}<`);
    expect(page).toContain('and 5 more');
    expect(page).toContain(`REC-00000${RECEIPTS_PER_SUPPLIER - 1}, 28 Nov 2026; and 4 more`);
    expect(page).not.toContain(`REC-00000${RECEIPTS_PER_SUPPLIER},`);
    expect(page).toContain('@page{size:A4');
    expect(page).not.toMatch(/<script|<nav/);
  });
});
