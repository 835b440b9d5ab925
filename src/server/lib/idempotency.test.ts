import { describe, expect, it } from 'vitest';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture } from '@server/test/file-fixtures';
import { runIdempotent } from './idempotency';

const t = appFixture();
const DAY_MS = 86_400_000;

/** A keyed write: the key claimed in one statement when new, its first answer replayed, freed after a week. */
describe('runIdempotent', () => {
  const run = (merchantId: string, body: unknown, now: Date, answer: string) =>
    runIdempotent(
      t.deps.db,
      { merchantId, scope: 'test', key: 'key-1', requestBody: body, now },
      async () => ({ answer }),
    );

  it('replays the first answer, refuses another body, and frees a key kept past a week', async () => {
    const { user } = await signUpMerchant(t);
    const first = new Date('2026-11-01T08:00:00Z');
    expect(await run(user.id, { a: 1 }, first, 'first')).toMatchObject({
      body: { answer: 'first' },
      replayed: false,
    });
    expect(await run(user.id, { a: 1 }, new Date(first.getTime() + DAY_MS), 'again')).toMatchObject(
      { body: { answer: 'first' }, replayed: true },
    );
    await expect(run(user.id, { a: 2 }, first, 'other')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const later = new Date(first.getTime() + 8 * DAY_MS);
    expect(await run(user.id, { a: 2 }, later, 'fresh')).toMatchObject({
      body: { answer: 'fresh' },
      replayed: false,
    });
    expect(await run(user.id, { a: 2 }, later, 'fresh again')).toMatchObject({
      body: { answer: 'fresh' },
      replayed: true,
    });
  });
});
