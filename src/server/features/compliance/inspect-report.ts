import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { ComplianceFolder } from '@shared/compliance/compliance.schemas';
import type { WriteOffReason } from '@shared/stock-in/stock-in.schemas';
import { addDays, johannesburgDate, johannesburgStartOfDay } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import {
  merchantProfiles,
  products,
  stockReceipts,
  stockWriteOffs,
  suppliers,
  users,
} from '@server/db/schema/index';
import { expiringBatches } from '@server/domain/stock/batches';
import { createComplianceService } from './compliance.service';

/** How far back the pack reports write-offs and deliveries. */
export const REPORT_DAYS = 90;

/**
 * What the inspector's page shows, and nothing more: the shop's details, the folder, use-by
 * stock past its date, the write-offs and the deliveries of the last 90 days. No sales, no
 * customers, no amounts: no column of money is even read.
 */
export interface InspectReport {
  shop: {
    tradingName: string;
    legalName: string | null;
    address: string | null;
    ownerName: string;
    /** Only a VAT-registered shop's. */
    vatNumber: string | null;
    registration: string | null;
    phone: string | null;
    language: string | null;
  };
  folder: ComplianceFolder;
  today: string;
  expiredOnShelf: { productName: string; quantity: number; expiryDate: string }[];
  writeOffs: { productName: string; quantity: number; reason: WriteOffReason; on: string }[];
  receipts: { supplier: string | null; number: string; invoiceNumber: string | null; on: string }[];
}

export async function inspectReport(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  merchantId: string,
): Promise<InspectReport> {
  const today = johannesburgDate(clock());
  const since = johannesburgStartOfDay(addDays(today, -REPORT_DAYS));
  const [[shop], folder, batches, writeOffs, receipts] = await Promise.all([
    db
      .select({
        businessName: users.businessName,
        legalName: users.legalName,
        address: users.businessAddress,
        ownerName: users.name,
        vatRegistered: users.vatRegistered,
        vatNumber: users.vatNumber,
        phone: users.phone,
        language: users.language,
        registration: merchantProfiles.businessRegistration,
      })
      .from(users)
      .leftJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
      .where(eq(users.id, merchantId)),
    createComplianceService({ db, clock }).read(merchantId),
    // Past their date: due "within -1 days".
    expiringBatches(db, merchantId, today, -1),
    db
      .select({
        productName: products.name,
        quantity: stockWriteOffs.quantity,
        reason: stockWriteOffs.reason,
        at: stockWriteOffs.createdAt,
      })
      .from(stockWriteOffs)
      .innerJoin(products, eq(products.id, stockWriteOffs.productId))
      .where(and(eq(stockWriteOffs.merchantId, merchantId), gte(stockWriteOffs.createdAt, since)))
      .orderBy(desc(stockWriteOffs.createdAt), asc(stockWriteOffs.id)),
    db
      .select({
        supplier: suppliers.name,
        number: stockReceipts.number,
        invoiceNumber: stockReceipts.invoiceNumber,
        at: stockReceipts.createdAt,
      })
      .from(stockReceipts)
      .leftJoin(suppliers, eq(suppliers.id, stockReceipts.supplierId))
      .where(and(eq(stockReceipts.merchantId, merchantId), gte(stockReceipts.createdAt, since)))
      .orderBy(desc(stockReceipts.createdAt), desc(stockReceipts.number)),
  ]);
  return {
    shop: {
      tradingName: shop!.businessName ?? shop!.ownerName,
      legalName: shop!.legalName,
      address: shop!.address,
      ownerName: shop!.ownerName,
      vatNumber: shop!.vatRegistered ? shop!.vatNumber : null,
      registration: shop!.registration ?? null,
      phone: shop!.phone,
      language: shop!.language,
    },
    folder,
    today,
    expiredOnShelf: batches
      .filter((b) => b.dateMark === 'use_by')
      .map((b) => ({ productName: b.productName, quantity: b.quantity, expiryDate: b.expiryDate })),
    writeOffs: writeOffs.map(({ at, ...w }) => ({ ...w, on: johannesburgDate(at) })),
    receipts: receipts.map(({ at, ...r }) => ({ ...r, on: johannesburgDate(at) })),
  };
}
