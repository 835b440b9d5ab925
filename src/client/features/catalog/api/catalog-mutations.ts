import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CreateProduct, Product } from '@shared/catalog/catalog.schemas';
import type { StockAdjustment } from '@shared/catalog/stock-adjustment.schemas';
import type { CreateRepeatOrder, RepeatOrder } from '@shared/repeat-orders/repeat-orders.schemas';
import { ApiError, apiRequest } from '@client/lib/api';
import { getToken } from '@client/lib/storage';
import { PRODUCTS_KEY } from './catalog-queries';

function useInvalidateProducts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [PRODUCTS_KEY] });
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CreateProduct }) =>
      id
        ? apiRequest<Product>('PUT', `${PRODUCTS_KEY}/${id}`, values)
        : apiRequest<Product>('POST', PRODUCTS_KEY, values),
    onSuccess: invalidate,
  });
}

/** Multipart upload: the one call that is not JSON. */
async function uploadImage(id: string, file: File): Promise<Product> {
  const form = new FormData();
  form.append('image', file);
  const token = getToken();
  const response = await fetch(`${PRODUCTS_KEY}/${id}/image`, {
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
      apiRequest<Product>('POST', `${PRODUCTS_KEY}/${id}/stock-adjustments`, adjustment),
    onSuccess: invalidate,
  });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<Category>('POST', '/api/categories', { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/categories'] }),
  });
}

export function useCreateRepeatOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRepeatOrder) =>
      apiRequest<RepeatOrder>('POST', '/api/repeat-orders', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/repeat-orders'] }),
  });
}
