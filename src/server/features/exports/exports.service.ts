import {
  CREDIT_BALANCE_COLUMNS,
  CREDIT_LEDGER_COLUMNS,
  EXPORT_MESSAGES,
  SALES_COLUMNS,
  STOCK_COLUMNS,
  VAT_SUMMARY_COLUMNS,
  type SalesExportQuery,
} from '@shared/exports/exports.schemas';
import type { CsvCell } from '@shared/exports/csv';
import { johannesburgDate } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import { ruleViolation } from '@server/lib/app-error';
import type { Shop } from '@server/plugins/shop';
import { creditBalanceRecords, creditLedgerRecords } from './credit-export';
import { periodOf } from './export-period';
import { salesRecords } from './sales-export';
import { stockRecords } from './stock-export';
import { vatSummaryRecords } from './vat-summary';

/** A CSV file to send: its name, its header and its records, page by page. */
export interface CsvExport {
  fileName: string;
  header: readonly string[];
  records: AsyncIterable<CsvCell[][]>;
}

async function* once(records: Promise<CsvCell[][]>) {
  yield await records;
}

/** The shop's records for its accountant, each scoped to the signed-in shop alone. */
export function createExportsService({ db, clock }: Deps) {
  const today = () => johannesburgDate(clock());
  return {
    sales(merchantId: string, query: SalesExportQuery): CsvExport {
      const period = periodOf(query, clock());
      return {
        fileName: `sales-${period.from}-to-${period.to}.csv`,
        header: SALES_COLUMNS,
        records: salesRecords(db, merchantId, period),
      };
    },

    stock(merchantId: string): CsvExport {
      return {
        fileName: `stock-${today()}.csv`,
        header: STOCK_COLUMNS,
        records: stockRecords(db, merchantId),
      };
    },

    creditLedger(merchantId: string): CsvExport {
      return {
        fileName: `credit-book-${today()}.csv`,
        header: CREDIT_LEDGER_COLUMNS,
        records: creditLedgerRecords(db, merchantId),
      };
    },

    creditBalances(merchantId: string): CsvExport {
      return {
        fileName: `credit-balances-${today()}.csv`,
        header: CREDIT_BALANCE_COLUMNS,
        records: creditBalanceRecords(db, merchantId),
      };
    },

    /** Refused (422) for a shop that is not VAT registered: it has no VAT return to make. */
    vatSummary(shop: Shop, year = Number(today().slice(0, 4))): CsvExport {
      if (!shop.vatRegistered) {
        throw ruleViolation('not_vat_registered', EXPORT_MESSAGES.notVatRegistered);
      }
      return {
        fileName: `vat-summary-${year}.csv`,
        header: VAT_SUMMARY_COLUMNS,
        records: once(vatSummaryRecords(db, shop.merchantId, year)),
      };
    },
  };
}
