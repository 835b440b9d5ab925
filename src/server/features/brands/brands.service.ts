import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Deps } from '@server/deps';
import { brands, products } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { centsOf } from '@server/lib/money-sql';
import { centsToDecimal } from '@shared/money/money';
import {
  TOP_BRANDS,
  TOP_BRANDS_DAYS,
  type Brand,
  type BrandValues,
  type TopBrand,
} from '@shared/brands/brands.schemas';

type BrandRow = typeof brands.$inferSelect;

const toBrand = (row: BrandRow, productCount: number): Brand => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logo: row.logo,
  productCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const productCount = sql<number>`count(${products.id})`.mapWith(Number);

export function createBrandsService({ db, clock }: Deps) {
  async function countProducts(merchantId: string, brandId: string) {
    const [row] = await db
      .select({ n: productCount })
      .from(products)
      .where(and(eq(products.merchantId, merchantId), eq(products.brandId, brandId)));
    return row?.n ?? 0;
  }

  return {
    /** The brand grid with product counts, in one query. */
    async list(merchantId: string): Promise<Brand[]> {
      const rows = await db
        .select({ ...getTableColumns(brands), productCount })
        .from(brands)
        .leftJoin(
          products,
          and(eq(products.brandId, brands.id), eq(products.merchantId, merchantId)),
        )
        .where(eq(brands.merchantId, merchantId))
        .groupBy(brands.id)
        .orderBy(asc(brands.name), asc(brands.id));
      return rows.map(({ productCount: n, ...row }) => toBrand(row, n));
    },

    async create(merchantId: string, input: BrandValues): Promise<Brand> {
      const [row] = await db
        .insert(brands)
        .values({ merchantId, ...input })
        .returning();
      return toBrand(row!, 0);
    },

    async update(merchantId: string, id: string, input: BrandValues): Promise<Brand> {
      const [row] = await db
        .update(brands)
        .set({ ...input, updatedAt: clock() })
        .where(and(eq(brands.id, id), eq(brands.merchantId, merchantId)))
        .returning();
      if (!row) throw notFound('Brand');
      return toBrand(row, await countProducts(merchantId, id));
    },

    /**
     * Top brands: sales revenue over the last 30 days (order lines of orders not cancelled, and
     * till sale lines), then product count, then name. One query.
     */
    async top(merchantId: string): Promise<TopBrand[]> {
      const since = new Date(clock().getTime() - TOP_BRANDS_DAYS * 86_400_000);
      const result = await db.execute(sql`
        with sales as (
          select oi.product_id::text as product_id, oi.total_price as amount
            from order_items oi
            join orders o on o.id = oi.order_id and o.merchant_id = ${merchantId}
           where oi.merchant_id = ${merchantId}
             and o.status <> 'cancelled'
             and o.created_at >= ${since.toISOString()}
          union all
          select item->>'productId',
                 case when item->>'subtotal' ~ '^-?[0-9]+(\\.[0-9]+)?$'
                      then (item->>'subtotal')::numeric else 0 end
            from pos_sales s, jsonb_array_elements(
              case when jsonb_typeof(s.items) = 'array' then s.items else '[]'::jsonb end
            ) item
           where s.merchant_id = ${merchantId}
             and s.status = 'completed'
             and s.created_at >= ${since.toISOString()}
        ),
        per_product as (
          select product_id, sum(amount) as revenue from sales group by product_id
        )
        select b.id, b.name,
               count(p.id)::int as product_count,
               coalesce(sum(pp.revenue), 0)::numeric(14,2)::text as revenue
          from brands b
          left join products p on p.brand_id = b.id and p.merchant_id = ${merchantId}
          left join per_product pp on pp.product_id = p.id::text
         where b.merchant_id = ${merchantId}
         group by b.id, b.name
         order by coalesce(sum(pp.revenue), 0) desc, count(p.id) desc, b.name asc, b.id asc
         limit ${TOP_BRANDS}
      `);
      const rows = (result as unknown as { rows: TopRow[] }).rows;
      return rows.map((row, index) => ({
        id: row.id,
        name: row.name,
        productCount: Number(row.product_count),
        revenue: centsToDecimal(centsOf(row.revenue)),
        rank: index + 1,
      }));
    },
  };
}

interface TopRow {
  id: string;
  name: string;
  product_count: number;
  revenue: string;
}
