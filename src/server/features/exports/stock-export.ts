import { sql } from 'drizzle-orm';
import type { CsvCell } from '@shared/exports/csv';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/lib/sql-rows';
import { EXPORT_PAGE_SIZE, keysetPages, recordsOf } from './csv-reply';

interface StockRow {
  id: string;
  name: string;
  category: string | null;
  status: string;
  stock: number;
  price: string;
  value: string;
}

/**
 * The stock export's records (STOCK_COLUMNS): every product, active or not, by name, valued at
 * its selling price (exact numeric arithmetic in the database; products have no cost yet).
 */
export function stockRecords(db: Db, merchantId: string) {
  const pages = keysetPages(async (after: StockRow | undefined) =>
    rowsOf<StockRow>(
      await db.execute(sql`
        select p.id, p.name, c.name as "category", p.status, p.stock, p.price::text as "price",
          (p.stock * p.price)::numeric(14, 2)::text as "value"
        from products p left join categories c on c.id = p.category_id
        where p.merchant_id = ${merchantId}
          ${after ? sql`and (p.name, p.id) > (${after.name}, ${after.id}::uuid)` : sql``}
        order by p.name, p.id
        limit ${EXPORT_PAGE_SIZE}
      `),
    ),
  );
  return recordsOf(pages, (row): CsvCell[] => [
    row.name,
    row.category,
    row.status,
    row.stock,
    row.price,
    row.value,
  ]);
}
