import { and, eq } from 'drizzle-orm';
import type { ComplianceDocumentKind } from '@shared/compliance/compliance.schemas';
import {
  COMPLIANCE_PHOTO_MAX_BYTES,
  COMPLIANCE_PHOTO_MESSAGES,
  sniffDocumentType,
} from '@shared/compliance/compliance-photo';
import type { Deps } from '@server/deps';
import { compliancePhotos } from '@server/db/schema/index';
import { AppError, notFound } from '@server/lib/app-error';

/** A stored photo or PDF of a document, as it is served back. */
export interface StoredPhoto {
  contentType: string;
  data: Buffer;
}

/**
 * Each document's one photo or PDF, kept in the database beside the folder (a backup carries
 * it). Its type is read from its first bytes; the browser's claim is ignored.
 */
export function createCompliancePhotosService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const mine = (merchantId: string, kind: ComplianceDocumentKind) =>
    and(eq(compliancePhotos.merchantId, merchantId), eq(compliancePhotos.kind, kind));

  async function find(merchantId: string, kind: ComplianceDocumentKind) {
    const [photo] = await db
      .select({ contentType: compliancePhotos.contentType, data: compliancePhotos.data })
      .from(compliancePhotos)
      .where(mine(merchantId, kind));
    return photo ?? null;
  }

  return {
    async save(merchantId: string, kind: ComplianceDocumentKind, data: Buffer) {
      if (data.length > COMPLIANCE_PHOTO_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', COMPLIANCE_PHOTO_MESSAGES.tooLarge);
      if (data.length === 0) throw new AppError('VALIDATION', COMPLIANCE_PHOTO_MESSAGES.missing);
      const contentType = sniffDocumentType(data);
      if (!contentType) throw new AppError('VALIDATION', COMPLIANCE_PHOTO_MESSAGES.type);
      const values = { contentType, sizeBytes: data.length, data, uploadedAt: clock() };
      await db
        .insert(compliancePhotos)
        .values({ merchantId, kind, ...values })
        .onConflictDoUpdate({
          target: [compliancePhotos.merchantId, compliancePhotos.kind],
          set: values,
        });
    },

    find,

    async read(merchantId: string, kind: ComplianceDocumentKind): Promise<StoredPhoto> {
      const photo = await find(merchantId, kind);
      if (!photo) throw notFound('Document photo');
      return photo;
    },

    async remove(merchantId: string, kind: ComplianceDocumentKind) {
      const removed = await db
        .delete(compliancePhotos)
        .where(mine(merchantId, kind))
        .returning({ kind: compliancePhotos.kind });
      if (removed.length === 0) throw notFound('Document photo');
    },
  };
}
