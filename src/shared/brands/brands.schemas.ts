import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields';

/** Messages of the brand form and API (docs/product.md "Validation": brand name required). */
export const BRAND_MESSAGES = {
  name: 'Brand name is required',
  created: 'Brand created successfully',
  updated: 'Brand updated successfully',
  createFailed: 'Failed to create brand',
  updateFailed: 'Failed to update brand',
} as const;

/** Top performing brands shown (docs/product.md "Constants"). */
export const TOP_BRANDS = 5;
/** Sales window for top performing brands. */
export const TOP_BRANDS_DAYS = 30;

/** The brand save payload (docs/product.md "Calls"): name, description, logo. */
export const BrandInputSchema = z.object({
  name: requiredText(BRAND_MESSAGES.name),
  description: optionalText(1000, 'Description'),
  logo: optionalText(500, 'Logo'),
});
export type BrandInput = z.input<typeof BrandInputSchema>;
export type BrandValues = z.output<typeof BrandInputSchema>;

export const BrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListSchema = z.array(BrandSchema);

/** A top brand: ranked by sales revenue over 30 days, then by product count. */
export const TopBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  productCount: z.number().int(),
  revenue: z.string(),
  rank: z.number().int(),
});
export type TopBrand = z.infer<typeof TopBrandSchema>;
export const TopBrandListSchema = z.array(TopBrandSchema);
