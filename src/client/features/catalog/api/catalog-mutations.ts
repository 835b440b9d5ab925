import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProduct, UpdateProduct } from '@shared/catalog/catalog.schemas';
import type { StockAdjustment } from '@shared/catalog/stock-adjustment.schemas';
import { API_AREAS } from '@client/api/areas';
import { request } from '@client/api/endpoint';
import {
  adjustStock,
  createProduct,
  updateProduct,
  uploadProductImage,
} from '@client/api/products-endpoints';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { createCategory } from './catalog-endpoints';
import { catalogKeys } from './catalog-queries';

function useInvalidateProducts() {
  const client = useQueryClient();
  return () => invalidateApiPaths(client, [API_AREAS.products]);
}

/** A new product (POST), or an edit (PUT) sent with the version it read. */
type ProductSave =
  { id?: undefined; values: CreateProduct } | { id: string; values: UpdateProduct };

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (save: ProductSave) =>
      save.id !== undefined
        ? request(updateProduct, { params: { id: save.id }, body: save.values })
        : request(createProduct, { body: save.values }),
    // A refused stale edit also means the list is out of date.
    onSettled: invalidate,
  });
}

export function useUploadProductImage() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return request(uploadProductImage, { params: { id }, body: form });
    },
    onSuccess: invalidate,
  });
}

export function useAdjustStock() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, adjustment }: { id: string; adjustment: StockAdjustment }) =>
      request(adjustStock, { params: { id }, body: adjustment }),
    onSuccess: invalidate,
  });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request(createCategory, { body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.categories }),
  });
}
