import {
  CreateProductSchema,
  UpdateProductSchema,
  type CreateProduct,
  type Product,
  type UpdateProduct,
} from '@shared/catalog/catalog.schemas';
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
  | 'voiceNames',
  string
> & { status: 'active' | 'inactive' };

export const valuesOf = (p?: Product): FormValues => ({
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
});

/** The API body of the typed form, for a new product or an edit: voice names as a list. */
export const productBody = (values: FormValues): CreateProduct & UpdateProduct => ({
  ...values,
  voiceNames: voiceNamesFromText(values.voiceNames),
});

/** The form's field errors from the API's own schema (an edit may not blank the stock). */
export function fieldErrors(values: FormValues, editing: boolean): Record<string, string> {
  const parsed = (editing ? UpdateProductSchema : CreateProductSchema).safeParse(
    productBody(values),
  );
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}
