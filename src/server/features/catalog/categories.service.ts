import { phrase } from '@shared/i18n/phrase';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Category, CreateCategorySchema } from '@shared/catalog/category.schemas';
import type { Deps } from '@server/deps';
import { categories } from '@server/db/schema/index';
import { conflict } from '@server/lib/app-error';

const columns = { id: categories.id, name: categories.name, description: categories.description };

export function createCategoriesService({ db }: Deps) {
  return {
    list: (merchantId: string): Promise<Category[]> =>
      db
        .select(columns)
        .from(categories)
        .where(eq(categories.merchantId, merchantId))
        .orderBy(asc(categories.name)),

    create: async (
      merchantId: string,
      input: z.output<typeof CreateCategorySchema>,
    ): Promise<Category> => {
      const [row] = await db
        .insert(categories)
        .values({ ...input, merchantId })
        .onConflictDoNothing({ target: [categories.merchantId, categories.name] })
        .returning(columns);
      if (!row)
        throw conflict(phrase('A category named "{name}" already exists', { name: input.name }));
      return row;
    },
  };
}
