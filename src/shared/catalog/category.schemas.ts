import { z } from 'zod';
import { CATALOG_MESSAGES, optionalText } from './catalog.schemas';

/** The shop's categories: the catalogue files products under them, a stock take counts one. */
export const CategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CreateCategorySchema = z.object({
  name: z
    .string({ error: CATALOG_MESSAGES.categoryNameRequired })
    .trim()
    .min(1, CATALOG_MESSAGES.categoryNameRequired)
    .max(120, 'At most 120 characters'),
  description: optionalText(1000),
});
export type CreateCategory = z.input<typeof CreateCategorySchema>;

export const CategoryListResponseSchema = z.array(CategorySchema);
