import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ComplianceDocumentKind } from '@shared/compliance/compliance.schemas';
import type { CompliancePhotoType } from '@shared/compliance/compliance-photo';
import { at, createdAt, id, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { users } from './platform';

/** Raw bytes: PGlite hands over a Uint8Array, node-postgres a Buffer; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The shop's compliance folder (migration 0030): one row per shop, each part null until known. */
export const complianceFolders = pgTable('compliance_folders', {
  merchantId: merchantId().primaryKey(),
  permitNumber: text(),
  permitMunicipality: text(),
  permitExpiresOn: date(),
  certificateNumber: text(),
  certificateExpiresOn: date(),
  pestControlVisitOn: date(),
  updatedAt: updatedAt(),
});

/** A photo or PDF of one of the folder's documents, its type checked by its first bytes. */
export const compliancePhotos = pgTable(
  'compliance_photos',
  {
    merchantId: merchantId(),
    kind: text().$type<ComplianceDocumentKind>().notNull(),
    contentType: text().$type<CompliancePhotoType>().notNull(),
    sizeBytes: integer().notNull(),
    data: bytea().notNull(),
    uploadedAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'compliance_photos_pkey', columns: [t.merchantId, t.kind] })],
);

/** A link an inspector opens without signing in; only the token's SHA-256 is kept. */
export const inspectorLinks = pgTable(
  'inspector_links',
  {
    id: id(),
    merchantId: merchantId(),
    tokenHash: text().notNull(),
    /** The token's first characters, so the owner can tell links apart in the list. */
    tokenHint: text().notNull(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    revokedAt: at(),
  },
  (t) => [
    uniqueIndex('inspector_links_token_hash_key').on(t.tokenHash),
    index('inspector_links_merchant_idx').on(t.merchantId, t.expiresAt),
  ],
);
