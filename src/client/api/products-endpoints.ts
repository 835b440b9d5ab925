import type {
  CreateProduct,
  ProductListQuery,
  UpdateProduct,
} from '@shared/catalog/catalog.schemas';
import type { StockAdjustment } from '@shared/catalog/stock-adjustment.schemas';
import { defineEndpoint, typed } from './endpoint';

const schemas = () => import('@shared/catalog/catalog.schemas');

/** The products a shop sells: read by the catalogue, the till, orders and the setup wizard. */
export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/api/products',
  query: typed<ProductListQuery>(),
  response: async () => (await schemas()).ProductListResponseSchema,
});

export const getProduct = defineEndpoint({
  method: 'GET',
  path: '/api/products/:id',
  response: async () => (await schemas()).ProductSchema,
});

export const createProduct = defineEndpoint({
  method: 'POST',
  path: '/api/products',
  body: typed<CreateProduct>(),
  response: async () => (await schemas()).ProductSchema,
});

export const updateProduct = defineEndpoint({
  method: 'PUT',
  path: '/api/products/:id',
  body: typed<UpdateProduct>(),
  response: async () => (await schemas()).ProductSchema,
});

export const adjustStock = defineEndpoint({
  method: 'POST',
  path: '/api/products/:id/stock-adjustments',
  body: typed<StockAdjustment>(),
  response: async () => (await schemas()).ProductSchema,
});

/** The photo, as multipart form data (field `image`). */
export const uploadProductImage = defineEndpoint({
  method: 'POST',
  path: '/api/products/:id/image',
  body: typed<FormData>(),
  response: async () => (await schemas()).ProductSchema,
});
