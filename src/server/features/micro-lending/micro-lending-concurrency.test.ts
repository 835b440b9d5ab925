import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { microLoans } from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

describe('concurrent applications', () => {
  it('approve only those that fit: 10 at once asking R14 000 against R2 500 available', async () => {
    const { token, user } = await signUpMerchant(t);
    // An emergency loan (R2 000, R2 160 owed) leaves R340 for anything else, and a stock
    // advance (R1 000) leaves R1 500, too little for the emergency loan: only one can be approved.
    const bodies = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? { loanType: 'emergency', amount: '2000' }
        : { loanType: 'stock_advance', amount: '1000' },
    );
    const answers = await Promise.all(
      bodies.map((body) => call(t.app, 'POST', '/api/micro-lending/apply', { token, body })),
    );
    const approved = answers.filter((a) => a.status === 201);
    expect(approved).toHaveLength(1);
    const reasons = answers
      .filter((a) => a.status !== 201)
      .map((a) => [a.status, a.body.error.details.reason]);
    for (const [status, reason] of reasons) {
      expect(status).toBe(422);
      expect(['CREDIT_LIMIT_EXCEEDED', 'LOAN_TYPE_ACTIVE']).toContain(reason);
    }
    expect(reasons.filter(([, reason]) => reason === 'CREDIT_LIMIT_EXCEEDED')).toHaveLength(5);

    const loans = await t.deps.db
      .select()
      .from(microLoans)
      .where(eq(microLoans.merchantId, user.id));
    expect(loans.map((l) => l.status)).toEqual(['active']);
    const profile = (await call(t.app, 'GET', '/api/micro-lending/profile', { token })).body;
    expect(profile.outstanding).toBe(approved[0]!.body.outstandingAmount);
  });

  it('of different shops do not wait on or limit each other', async () => {
    const shops = await Promise.all([signUpMerchant(t), signUpMerchant(t), signUpMerchant(t)]);
    const answers = await Promise.all(
      shops.map(({ token }) =>
        call(t.app, 'POST', '/api/micro-lending/apply', {
          token,
          body: { loanType: 'emergency', amount: '2000' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
  });
});
