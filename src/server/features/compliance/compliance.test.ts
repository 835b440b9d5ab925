import { describe, expect, it } from 'vitest';
import { COMPLIANCE_MESSAGES } from '@shared/compliance/compliance.schemas';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { setClock } from '@server/test/trading';
import { call } from '@server/test/test-app';
import { checkEveryAnswer } from '@server/test/answer-check';
import { addStaff, staffToken } from '@server/test/shop-staff';

const t = appFixture();
const shop = merchantFixture(t);

const FOLDER = {
  tradingPermit: {
    number: 'JHB-TP-2026-0042',
    municipality: 'City of Johannesburg',
    expiresOn: '2027-03-31',
  },
  certificateOfAcceptability: { number: 'COA/R638/1187', expiresOn: '2027-01-15' },
  pestControlVisitOn: '2026-11-02',
};

const put = (body: unknown, token = shop.token) =>
  call(t.app, 'PUT', '/api/compliance', { token, body });

describe('the compliance folder', () => {
  it('starts empty: every document missing, nothing expired', async () => {
    checkEveryAnswer(t.app);
    const res = await call(t.app, 'GET', '/api/compliance', { token: shop.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tradingPermit: {
        number: null,
        municipality: null,
        expiresOn: null,
        status: 'missing',
        hasPhoto: false,
      },
      certificateOfAcceptability: {
        number: null,
        expiresOn: null,
        status: 'missing',
        hasPhoto: false,
      },
      pestControlVisitOn: null,
      pestControlHasPhoto: false,
      anyExpired: false,
      updatedAt: null,
    });
  });

  it('keeps what PUT sends and answers it with each status; a part left out is cleared', async () => {
    setClock(t, '2026-11-28T08:00:00Z');
    const saved = await put(FOLDER);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      tradingPermit: { ...FOLDER.tradingPermit, status: 'valid', hasPhoto: false },
      certificateOfAcceptability: { ...FOLDER.certificateOfAcceptability, status: 'valid' },
      pestControlVisitOn: '2026-11-02',
      anyExpired: false,
    });
    expect(saved.body.updatedAt).toMatch(/^2026-11-28T08:00:0/);
    const read = await call(t.app, 'GET', '/api/compliance', { token: shop.token });
    expect(read.body).toEqual(saved.body);

    const cleared = await put({ tradingPermit: FOLDER.tradingPermit });
    expect(cleared.body.certificateOfAcceptability).toMatchObject({
      number: null,
      status: 'missing',
    });
    expect(cleared.body.pestControlVisitOn).toBeNull();
    await put(FOLDER);
  });

  it('says when a document is due, at 31, 30, 8, 7, 0 and -1 days, and red once expired', async () => {
    const today = '2026-11-28';
    setClock(t, `${today}T10:00:00Z`);
    const expected: [number, string][] = [
      [31, 'valid'],
      [30, 'due_in_30_days'],
      [8, 'due_in_30_days'],
      [7, 'due_in_7_days'],
      [0, 'due_in_7_days'],
      [-1, 'expired'],
    ];
    for (const [days, status] of expected) {
      const expiresOn = addDays(today, days);
      const res = await put({
        ...FOLDER,
        certificateOfAcceptability: { number: 'COA/1', expiresOn },
      });
      expect({ days, status: res.body.certificateOfAcceptability.status }).toEqual({
        days,
        status,
      });
      expect(res.body.anyExpired).toBe(status === 'expired');
    }
    await put(FOLDER);
  });

  it('counts days in Johannesburg: at 23:30 UTC the shop is already on the next day', async () => {
    setClock(t, '2026-11-28T23:30:00Z');
    expect(johannesburgDate(t.deps.clock())).toBe('2026-11-29');
    const res = await put({
      ...FOLDER,
      tradingPermit: { ...FOLDER.tradingPermit, expiresOn: '2026-11-28' },
    });
    expect(res.body.tradingPermit.status).toBe('expired');
    expect(res.body.anyExpired).toBe(true);
    await put(FOLDER);
  });

  it('refuses a bad date, a pest-control visit in the future and too long a number with 400', async () => {
    setClock(t, '2026-11-28T10:00:00Z');
    const before = await call(t.app, 'GET', '/api/compliance', { token: shop.token });
    const refusals: [unknown, string, string][] = [
      [
        { ...FOLDER, pestControlVisitOn: '28/11/2026' },
        'pestControlVisitOn',
        COMPLIANCE_MESSAGES.date,
      ],
      [
        { ...FOLDER, pestControlVisitOn: '2026-02-30' },
        'pestControlVisitOn',
        COMPLIANCE_MESSAGES.date,
      ],
      [
        { ...FOLDER, pestControlVisitOn: '2026-11-29' },
        'pestControlVisitOn',
        COMPLIANCE_MESSAGES.pestControlInFuture,
      ],
      [
        { ...FOLDER, tradingPermit: { ...FOLDER.tradingPermit, number: 'P'.repeat(61) } },
        'tradingPermit.number',
        COMPLIANCE_MESSAGES.permitNumber,
      ],
      [
        { ...FOLDER, tradingPermit: { ...FOLDER.tradingPermit, municipality: 'M'.repeat(121) } },
        'tradingPermit.municipality',
        COMPLIANCE_MESSAGES.municipality,
      ],
      [
        { ...FOLDER, certificateOfAcceptability: { number: ' ', expiresOn: '2027-01-15' } },
        'certificateOfAcceptability.number',
        COMPLIANCE_MESSAGES.certificateNumber,
      ],
    ];
    for (const [body, field, message] of refusals) {
      const res = await put(body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
      expect(res.body.error.details.issues[0]).toEqual({ field, message });
    }
    // Today's visit is fine; nothing refused above was kept.
    const after = await call(t.app, 'GET', '/api/compliance', { token: shop.token });
    expect(after.body).toEqual(before.body);
    expect((await put({ ...FOLDER, pestControlVisitOn: '2026-11-28' })).status).toBe(200);
    await put(FOLDER);
  });

  it("keeps each shop's folder to itself", async () => {
    const other = await signUpMerchant(t);
    const res = await call(t.app, 'GET', '/api/compliance', { token: other.token });
    expect(res.body.tradingPermit.number).toBeNull();
    await put({ tradingPermit: { number: 'OTHER-1' } }, other.token);
    const mine = await call(t.app, 'GET', '/api/compliance', { token: shop.token });
    expect(mine.body.tradingPermit.number).toBe(FOLDER.tradingPermit.number);
  });

  it("is the owner's: a staff session, a manager's too, is refused", async () => {
    const manager = await addStaff(t, shop.token, {
      name: 'Sipho Manager',
      role: 'manager',
      pin: '4826',
    });
    const token = await staffToken(t, shop.token, manager.id, '4826');
    for (const [method, url] of [
      ['GET', '/api/compliance'],
      ['PUT', '/api/compliance'],
      ['POST', '/api/compliance/inspector-links'],
    ] as const) {
      const res = await call(t.app, method, url, {
        token,
        body: method === 'GET' ? undefined : FOLDER,
      });
      expect({ url, method, status: res.status }).toEqual({ url, method, status: 403 });
      expect(res.body.error.details.reason).toBe('STAFF_PERMISSION');
    }
  });
});
