import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Category,
  CreateProduct,
  Product,
  UpdateProduct,
} from '@shared/catalog/catalog.schemas';
import type { StockAdjustment } from '@shared/catalog/stock-adjustment.schemas';
import { ApiError, apiRequest } from '@client/lib/api';
import { getToken } from '@client/lib/storage';
import { catalogKeys, CATEGORIES_PATH, PRODUCTS_PATH } from './catalog-queries';

function useInvalidateProducts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogKeys.products });
}

/** A new product (POST), or an edit (PUT) sent with the version it read. */
type ProductSave =
  { id?: undefined; values: CreateProduct } | { id: string; values: UpdateProduct };

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, values }: ProductSave) =>
      id
        ? apiRequest<Product>('PUT', `${PRODUCTS_PATH}/${id}`, values)
        : apiRequest<Product>('POST', PRODUCTS_PATH, values),
    // A refused stale edit also means the list is out of date.
    onSettled: invalidate,
  });
}

/** Multipart upload: the one call that is not JSON. */
async function uploadImage(id: string, file: File): Promise<Product> {
  const form = new FormData();
  form.append('image', file);
  const token = getToken();
  const response = await fetch(`${PRODUCTS_PATH}/${id}/image`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as Product;
}

export function useUploadProductImage() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadImage(id, file),
    onSuccess: invalidate,
  });
}

export function useAdjustStock() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, adjustment }: { id: string; adjustment: StockAdjustment }) =>
      apiRequest<Product>('POST', `${PRODUCTS_PATH}/${id}/stock-adjustments`, adjustment),
    onSuccess: invalidate,
  });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<Category>('POST', CATEGORIES_PATH, { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.categories }),
  });
}
