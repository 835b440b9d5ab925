import { eq } from 'drizzle-orm';
import {
  COMPLIANCE_MESSAGES,
  type ComplianceFolder,
  type ComplianceFolderInput,
} from '@shared/compliance/compliance.schemas';
import { anyExpired, documentStatus, visitInFuture } from '@shared/compliance/document-status';
import { johannesburgDate } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import { complianceFolders, compliancePhotos } from '@server/db/schema/index';
import { AppError } from '@server/lib/app-error';

type FolderRow = typeof complianceFolders.$inferSelect;

/** The folder as the API answers it, each document's status on the Johannesburg day `today`. */
export function folderAnswer(
  row: FolderRow | undefined,
  photoKinds: ReadonlySet<string>,
  today: string,
): ComplianceFolder {
  const permit = {
    number: row?.permitNumber ?? null,
    municipality: row?.permitMunicipality ?? null,
    expiresOn: row?.permitExpiresOn ?? null,
  };
  const certificate = {
    number: row?.certificateNumber ?? null,
    expiresOn: row?.certificateExpiresOn ?? null,
  };
  const permitStatus = documentStatus(permit, today);
  const certificateStatus = documentStatus(certificate, today);
  return {
    tradingPermit: {
      ...permit,
      status: permitStatus,
      hasPhoto: photoKinds.has('trading_permit'),
    },
    certificateOfAcceptability: {
      ...certificate,
      status: certificateStatus,
      hasPhoto: photoKinds.has('certificate_of_acceptability'),
    },
    pestControlVisitOn: row?.pestControlVisitOn ?? null,
    pestControlHasPhoto: photoKinds.has('pest_control'),
    anyExpired: anyExpired(permitStatus, certificateStatus),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The shop's compliance folder: its documents, their statuses, which have a photo. */
export function createComplianceService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  async function read(merchantId: string): Promise<ComplianceFolder> {
    const [[row], photos] = await Promise.all([
      db.select().from(complianceFolders).where(eq(complianceFolders.merchantId, merchantId)),
      db
        .select({ kind: compliancePhotos.kind })
        .from(compliancePhotos)
        .where(eq(compliancePhotos.merchantId, merchantId)),
    ]);
    return folderAnswer(row, new Set(photos.map((p) => p.kind)), johannesburgDate(clock()));
  }

  return {
    read,

    /** The whole folder as the shop knows it now: a part left out is cleared. */
    async save(merchantId: string, input: ComplianceFolderInput): Promise<ComplianceFolder> {
      const visit = input.pestControlVisitOn ?? null;
      if (visitInFuture(visit, johannesburgDate(clock()))) {
        throw new AppError('VALIDATION', COMPLIANCE_MESSAGES.pestControlInFuture, {
          issues: [
            { field: 'pestControlVisitOn', message: COMPLIANCE_MESSAGES.pestControlInFuture },
          ],
        });
      }
      const values = {
        permitNumber: input.tradingPermit?.number ?? null,
        permitMunicipality: input.tradingPermit?.municipality ?? null,
        permitExpiresOn: input.tradingPermit?.expiresOn ?? null,
        certificateNumber: input.certificateOfAcceptability?.number ?? null,
        certificateExpiresOn: input.certificateOfAcceptability?.expiresOn ?? null,
        pestControlVisitOn: visit,
        updatedAt: clock(),
      };
      await db
        .insert(complianceFolders)
        .values({ merchantId, ...values })
        .onConflictDoUpdate({ target: complianceFolders.merchantId, set: values });
      return read(merchantId);
    },
  };
}
