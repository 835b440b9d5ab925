import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import {
  INSPECTOR_LINK_HOURS,
  type InspectorLink,
  type InspectorLinkSummary,
} from '@shared/compliance/compliance.schemas';
import { HOUR_MS } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import { inspectorLinks } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { sha256 } from '@server/lib/crypto';

/** 24 random bytes: 32 URL-safe characters, never the 36 of an id. */
const TOKEN_BYTES = 24;
const HINT_LENGTH = 4;
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page an inspector opens: the app's public origin, then /inspect/{token}. */
export const inspectUrl = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}/inspect/${token}`;

/**
 * Links an inspector opens with no sign-in: a random token shown once (only its SHA-256 is
 * kept), good for INSPECTOR_LINK_HOURS, revocable by the shop at any time.
 */
export function createInspectorLinksService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const live = (now: Date) =>
    and(isNull(inspectorLinks.revokedAt), gt(inspectorLinks.expiresAt, now));

  return {
    async create(merchantId: string, createdBy: string, origin: string): Promise<InspectorLink> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + INSPECTOR_LINK_HOURS * HOUR_MS);
      await db.insert(inspectorLinks).values({
        merchantId,
        tokenHash: sha256(token),
        tokenHint: token.slice(0, HINT_LENGTH),
        createdBy,
        createdAt: now,
        expiresAt,
      });
      return { url: inspectUrl(origin, token), token, expiresAt: expiresAt.toISOString() };
    },

    /** The shop's links an inspector can still open, oldest first; never their tokens. */
    async list(merchantId: string): Promise<InspectorLinkSummary[]> {
      const rows = await db
        .select()
        .from(inspectorLinks)
        .where(and(eq(inspectorLinks.merchantId, merchantId), live(clock())))
        .orderBy(asc(inspectorLinks.createdAt), asc(inspectorLinks.id));
      return rows.map((row) => ({
        id: row.id,
        hint: row.tokenHint,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }));
    },

    /** Revokes the shop's link named by its token (or its listed id); 404 when none is live. */
    async revoke(merchantId: string, tokenOrId: string) {
      const named = ID.test(tokenOrId)
        ? or(eq(inspectorLinks.id, tokenOrId), eq(inspectorLinks.tokenHash, sha256(tokenOrId)))
        : eq(inspectorLinks.tokenHash, sha256(tokenOrId));
      const now = clock();
      const revoked = await db
        .update(inspectorLinks)
        .set({ revokedAt: now })
        .where(and(eq(inspectorLinks.merchantId, merchantId), named, live(now)))
        .returning({ id: inspectorLinks.id });
      if (revoked.length === 0) throw notFound('Inspector link');
    },

    /** The shop a live token opens and until when, or null (unknown, revoked, expired, not a token). */
    async open(token: string): Promise<{ merchantId: string; expiresAt: Date } | null> {
      if (!TOKEN.test(token)) return null;
      const [link] = await db
        .select({ merchantId: inspectorLinks.merchantId, expiresAt: inspectorLinks.expiresAt })
        .from(inspectorLinks)
        .where(and(eq(inspectorLinks.tokenHash, sha256(token)), live(clock())));
      return link ?? null;
    },
  };
}
