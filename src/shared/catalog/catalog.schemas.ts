import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { MONEY_LIMITS } from '../money/limits';
import { requiredMoney } from '../money/required-money';
import { pageOf, pageQueryFields } from '../paging/paging';
import { RowVersionSchema } from '../common/row-version';
import { PRODUCT_IMAGE_FILE_PATTERN } from './product-image';
import { countWithFallback, editedCount } from './stock-count';
import { BarcodesSchema } from './barcode';
import { optionalCost, packNeedsUnits, packUnits } from './pack-cost-fields';
import {
  kindEditIssues,
  kindIssues,
  productKindEdits,
  productKindFields,
  productKindOutput,
  refineKind,
} from './product-kind';

/** docs/product.md "Records", "States", "Validation": products and categories, money as "12.50" strings. */
export const CATALOG_MESSAGES = {
  nameRequired: 'Name is required',
  stockNeedsVersion: 'Send the version you read with a stock change',
  priceRequired: 'Price is required',
  categoryNameRequired: 'Category name is required',
  stockRequired: 'Enter the stock count (0 if none is left)',
} as const;

export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
export const MAX_STOCK = 1_000_000;

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatusSchema>;

export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export const StockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof StockStatusSchema>;

/** Low stock at or below the threshold; out of stock at 0 (docs/product.md "States"). */
export function stockStatusOf(stock: number, lowStockThreshold: number): StockStatus {
  if (stock <= 0) return 'out-of-stock';
  if (stock <= lowStockThreshold) return 'low-stock';
  return 'in-stock';
}

/** Optional text up to `max` characters; empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const optionalId = z
  .union([z.literal(''), z.uuid({ error: 'Not a valid id' })])
  .nullish()
  .transform((value) => value || null);

/** Parsed as an integer; blank input falls back (docs/product.md "Validation"). */
const integerWithFallback = (fallback: number, label: string) =>
  countWithFallback(fallback, label, MAX_STOCK);

/** An edited stock count: left out, it stays; sent blank, it is refused (never wipes the count). */
const editedStock = editedCount('Stock', MAX_STOCK, CATALOG_MESSAGES.stockRequired);

const productName = z
  .string({ error: CATALOG_MESSAGES.nameRequired })
  .trim()
  .min(1, CATALOG_MESSAGES.nameRequired)
  .max(200, 'At most 200 characters');

const productPrice = requiredMoney(CATALOG_MESSAGES.priceRequired, {
  max: MONEY_LIMITS.price,
  label: 'Price',
});

const MAX_VOICE_NAMES = 10;

/** The merchant's own spoken names for a product ("isinkwa esimhlophe"); blanks and repeats dropped. */
const voiceNames = z
  .array(z.string().trim().max(60, 'At most 60 characters'), {
    error: 'Voice names must be a list of names',
  })
  .max(MAX_VOICE_NAMES, `At most ${MAX_VOICE_NAMES} voice names`)
  .transform((names) => [...new Set(names.filter(Boolean))]);

const productFields = {
  name: productName,
  description: optionalText(2000),
  price: productPrice,
  stock: integerWithFallback(0, 'Stock'),
  lowStockThreshold: integerWithFallback(DEFAULT_LOW_STOCK_THRESHOLD, 'Low stock threshold'),
  categoryId: optionalId,
  brandId: optionalId,
  supplierId: optionalId,
  status: ProductStatusSchema.default('active'),
  voiceNames: voiceNames.default([]),
  /** EAN-13, EAN-8, UPC-A (check digit checked) or the shop's own code; unique in the shop. */
  barcodes: BarcodesSchema.default([]),
  /** Cost per unit excluding VAT, when the owner knows it before any delivery is received. */
  costPrice: optionalCost,
  /** A pack sold from another product's stock: that product, and how many of its units a pack holds. */
  packOf: optionalId,
  packUnits: packUnits.nullish(),
  /** general, medicine (Schedule 0 only) or pesticide (its L-number, for household use). */
  ...productKindFields,
};

/** POST /api/products body: price arrives as "12.50" or 12.5 and is parsed to cents. */
export const CreateProductSchema = z
  .object(productFields)
  .refine(packNeedsUnits.check, { message: packNeedsUnits.message, path: ['packUnits'] })
  .superRefine(refineKind(kindIssues));
export type CreateProduct = z.input<typeof CreateProductSchema>;
export type CreateProductParsed = z.output<typeof CreateProductSchema>;

/**
 * PUT /api/products/{id} body: the same fields, each optional, and the version read. Stock is
 * sent only when the edit changed it, and only with the version: the difference from the stock
 * read is recorded as a count correction. `image: null` removes the photo.
 */
export const UpdateProductSchema = z
  .object({
    name: productName.optional(),
    description: productFields.description.optional(),
    price: productPrice.optional(),
    stock: editedStock.optional(),
    lowStockThreshold: productFields.lowStockThreshold.optional(),
    categoryId: optionalId.optional(),
    brandId: optionalId.optional(),
    supplierId: optionalId.optional(),
    status: ProductStatusSchema.optional(),
    voiceNames: voiceNames.optional(),
    barcodes: BarcodesSchema.optional(),
    costPrice: optionalCost.optional(),
    packOf: optionalId.optional(),
    packUnits: packUnits.nullish(),
    image: z.null().optional(),
    version: RowVersionSchema.optional(),
    ...productKindEdits,
  })
  .refine((edit) => edit.stock === undefined || edit.version !== undefined, {
    message: CATALOG_MESSAGES.stockNeedsVersion,
    path: ['version'],
  })
  .superRefine(refineKind(kindEditIssues));
export type UpdateProduct = z.input<typeof UpdateProductSchema>;
export type UpdateProductParsed = z.output<typeof UpdateProductSchema>;

export const ProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: DecimalStringSchema,
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  stockStatus: StockStatusSchema,
  categoryId: z.uuid().nullable(),
  brandId: z.uuid().nullable(),
  supplierId: z.uuid().nullable(),
  /** A versioned URL of the small served photo, or null. */
  image: z.string().nullable(),
  status: ProductStatusSchema,
  voiceNames: z.array(z.string()),
  barcodes: z.array(z.string()),
  /**
   * Cost per unit excluding VAT (the weighted average of what was received); null until known.
   * A pack's cost is its units times the cost of the product it is sold from.
   */
  costPrice: DecimalStringSchema.nullable(),
  /** A pack: the product whose stock it is sold from, and that product's units in one pack. */
  packOf: z.uuid().nullable(),
  packUnits: z.number().int().nullable(),
  /** Sold below its cost: the price (excluding VAT) is under costPrice. */
  belowCost: z.boolean(),
  ...productKindOutput,
  /** Bumped on every change, stock movements included; an edit sends the one it read. */
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /api/product-images/:file */
export const ProductImageFileParamsSchema = z.object({
  file: z.string().regex(PRODUCT_IMAGE_FILE_PATTERN),
});

export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 500;

export const ProductListQuerySchema = z.object({
  /** Matches the name, and a barcode exactly. */
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  /** Exactly this code: a list of zero or one product. */
  barcode: z.string().trim().min(1).max(32, 'At most 32 characters').optional(),
  categoryId: z.uuid({ error: 'Not a valid id' }).optional(),
  brandId: z.uuid({ error: 'Not a valid id' }).optional(),
  /** 'available': stock above 0 (what the till offers). */
  stockStatus: z.enum(['all', 'available', ...STOCK_STATUSES]).default('all'),
  status: z.enum(['all', ...PRODUCT_STATUSES]).default('all'),
  /** Only products changed after this time: a phone's catalogue sync asks for what moved. */
  updatedSince: z.iso.datetime({ offset: true, error: 'Not a date and time' }).optional(),
  ...pageQueryFields(MAX_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = pageOf(ProductSchema);
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;
