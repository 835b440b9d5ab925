import {
  CreateProductSchema,
  UpdateProductSchema,
  type CreateProduct,
  type Product,
  type UpdateProduct,
} from '@shared/catalog/catalog.schemas';
import type { ProductKind } from '@shared/catalog/product-kind';
import { voiceNamesFromText } from './voice-names-field';

/** The product form's text boxes, as typed. */
export type FormValues = Record<
  | 'name'
  | 'description'
  | 'price'
  | 'stock'
  | 'lowStockThreshold'
  | 'categoryId'
  | 'brandId'
  | 'supplierId'
  | 'voiceNames'
  | 'packOf'
  | 'packUnits',
  string
> & { status: 'active' | 'inactive'; barcodes: string[]; pack: boolean } & KindValues;

/** The kind and its declarations as the form holds them (the schedule as the chosen option). */
export interface KindValues {
  kind: ProductKind;
  medicineSchedule: string;
  pesticideRegistration: string;
  pesticideHouseholdUse: boolean;
}

/** An empty form, or the product's; `barcodes` fills a new product's codes (a scan's). */
export const valuesOf = (p?: Product, barcodes: string[] = []): FormValues => ({
  name: p?.name ?? '',
  description: p?.description ?? '',
  price: p?.price ?? '',
  stock: p ? String(p.stock) : '',
  lowStockThreshold: p ? String(p.lowStockThreshold) : '10',
  categoryId: p?.categoryId ?? '',
  brandId: p?.brandId ?? '',
  supplierId: p?.supplierId ?? '',
  voiceNames: p?.voiceNames.join(', ') ?? '',
  status: p?.status ?? 'active',
  barcodes: p?.barcodes ?? barcodes,
  pack: Boolean(p?.packOf),
  packOf: p?.packOf ?? '',
  packUnits: p?.packUnits ? String(p.packUnits) : '',
  kind: p?.kind ?? 'general',
  medicineSchedule: p?.medicineSchedule == null ? '' : String(p.medicineSchedule),
  pesticideRegistration: p?.pesticideRegistration ?? '',
  pesticideHouseholdUse: p?.pesticideHouseholdUse ?? false,
});

/**
 * The API body of the typed form: counts trimmed, voice names as a list. A pack sends the
 * product it is sold from and its units, and no stock of its own (its stock is its base's).
 */
export const productBody = (values: FormValues): CreateProduct => {
  const { pack, packOf, packUnits, medicineSchedule, ...fields } = values;
  return {
    ...fields,
    medicineSchedule: medicineSchedule === '' ? null : Number(medicineSchedule),
    // The API takes counts as plain digits only; a space typed around them is not a mistake.
    stock: pack ? 0 : values.stock.trim(),
    lowStockThreshold: values.lowStockThreshold.trim(),
    voiceNames: voiceNamesFromText(values.voiceNames),
    ...(pack ? { packOf, packUnits: Number(packUnits.trim() || Number.NaN) } : {}),
  };
};

/**
 * An edit's body: the version read, and the stock only when the owner changed the figure read
 * (a count); left out, the sales and deliveries since the dialog opened stay as they are.
 */
export function editBody(values: FormValues, read: Product): UpdateProduct {
  const { stock: _typed, ...rest } = productBody(values);
  return {
    ...rest,
    ...(values.stock.trim() === String(read.stock) ? {} : { stock: values.stock }),
    // A pack made a product of its own again.
    ...(read.packOf && !values.pack ? { packOf: null } : {}),
    version: read.version,
  };
}

/** The form's field errors from the API's own schema (an edit may not blank the stock). */
export function fieldErrors(values: FormValues, read?: Product): Record<string, string> {
  const parsed = read
    ? UpdateProductSchema.safeParse(editBody(values, read))
    : CreateProductSchema.safeParse(productBody(values));
  if (parsed.success) return {};
  // A bad barcode ("barcodes.0") is said under the one Barcodes field.
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

/** The figures the form shows, in the order they are listed when another writer changed them. */
export const SHOWN_FIELDS = ['name', 'price', 'stock', 'lowStockThreshold', 'status'] as const;
export type ShownField = (typeof SHOWN_FIELDS)[number];

export interface FieldChange {
  field: ShownField;
  was: string;
  now: string;
}

/** What differs between the product as the dialog read it and as it is now. */
export function changesBetween(read: Product, current: Product): FieldChange[] {
  const was = valuesOf(read);
  const now = valuesOf(current);
  return SHOWN_FIELDS.filter((field) => was[field] !== now[field]).map((field) => ({
    field,
    was: was[field],
    now: now[field],
  }));
}

/**
 * The form after a refused stale edit: the current product's values, except where the owner
 * had typed a change of their own, which is kept.
 */
export function rebase(values: FormValues, read: Product, current: Product): FormValues {
  const was = valuesOf(read);
  const now = valuesOf(current);
  const keys = Object.keys(values) as (keyof FormValues)[];
  const same = (key: keyof FormValues) => String(values[key]) === String(was[key]);
  return Object.fromEntries(
    keys.map((key) => [key, same(key) ? now[key] : values[key]]),
  ) as unknown as FormValues;
}

/** The server's 409 for a code another of the shop's products has: that code and product. */
export function barcodeTakenOf(details: unknown): { barcode: string; productName: string } | null {
  const d = (details ?? {}) as { reason?: unknown; barcode?: unknown; productName?: unknown };
  return d.reason === 'BARCODE_TAKEN' && typeof d.barcode === 'string'
    ? { barcode: d.barcode, productName: String(d.productName ?? '') }
    : null;
}
