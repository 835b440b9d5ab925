import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Deps } from '@server/deps';
import { brands, promotions } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import type { Promotion, PromotionValues } from '@shared/brands/promotions.schemas';
import { johannesburgDate } from '@shared/time/johannesburg';

type PromotionRow = typeof promotions.$inferSelect;

const toPromotion = (row: PromotionRow, brandName: string): Promotion => ({
  id: row.id,
  brandId: row.brandId!,
  brandName,
  title: row.title,
  description: row.description,
  discountPercentage: Number(row.discountPercentage),
  startDate: row.startDate,
  endDate: row.endDate,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

const toColumns = (input: PromotionValues) => ({
  ...input,
  discountPercentage: input.discountPercentage.toFixed(2),
});

export function createPromotionsService({ db, clock }: Deps) {
  async function brandName(merchantId: string, brandId: string): Promise<string> {
    const [brand] = await db
      .select({ name: brands.name })
      .from(brands)
      .where(and(eq(brands.id, brandId), eq(brands.merchantId, merchantId)));
    if (!brand) throw notFound('Brand');
    return brand.name;
  }

  return {
    async listForBrand(merchantId: string, brandId: string): Promise<Promotion[]> {
      const name = await brandName(merchantId, brandId);
      const rows = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantId, merchantId), eq(promotions.brandId, brandId)))
        .orderBy(desc(promotions.startDate), asc(promotions.id));
      return rows.map((row) => toPromotion(row, name));
    },

    /** Active promotions that have not ended (South African day), soonest ending first. */
    async listCurrent(merchantId: string): Promise<Promotion[]> {
      const rows = await db
        .select({ promotion: promotions, brandName: brands.name })
        .from(promotions)
        .innerJoin(brands, eq(brands.id, promotions.brandId))
        .where(
          and(
            eq(promotions.merchantId, merchantId),
            eq(promotions.status, 'active'),
            gte(promotions.endDate, johannesburgDate(clock())),
          ),
        )
        .orderBy(asc(promotions.endDate), asc(promotions.id));
      return rows.map((row) => toPromotion(row.promotion, row.brandName));
    },

    async create(merchantId: string, brandId: string, input: PromotionValues): Promise<Promotion> {
      const name = await brandName(merchantId, brandId);
      const [row] = await db
        .insert(promotions)
        .values({ merchantId, brandId, ...toColumns(input) })
        .returning();
      return toPromotion(row!, name);
    },

    async update(merchantId: string, id: string, input: PromotionValues): Promise<Promotion> {
      const [row] = await db
        .update(promotions)
        .set(toColumns(input))
        .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId)))
        .returning();
      if (!row) throw notFound('Promotion');
      return toPromotion(row, await brandName(merchantId, row.brandId!));
    },

    async remove(merchantId: string, id: string): Promise<{ id: string }> {
      const [row] = await db
        .delete(promotions)
        .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId)))
        .returning({ id: promotions.id });
      if (!row) throw notFound('Promotion');
      return row;
    },
  };
}
