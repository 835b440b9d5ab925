import type { BrandInput } from '@shared/brands/brands.schemas';
import type { PromotionInput } from '@shared/brands/promotions.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const brands = () => import('@shared/brands/brands.schemas');
const promotions = () => import('@shared/brands/promotions.schemas');

export const listTopBrands = defineEndpoint({
  method: 'GET',
  path: '/api/brands/top',
  response: async () => (await brands()).TopBrandListSchema,
});

export const createBrand = defineEndpoint({
  method: 'POST',
  path: '/api/brands',
  body: typed<BrandInput>(),
  response: async () => (await brands()).BrandSchema,
});

export const updateBrand = defineEndpoint({
  method: 'PUT',
  path: '/api/brands/:id',
  body: typed<BrandInput>(),
  response: async () => (await brands()).BrandSchema,
});

/** Active promotions that have not ended, across brands. */
export const listCurrentPromotions = defineEndpoint({
  method: 'GET',
  path: '/api/promotions',
  response: async () => (await promotions()).PromotionListSchema,
});

export const listBrandPromotions = defineEndpoint({
  method: 'GET',
  path: '/api/brands/:id/promotions',
  response: async () => (await promotions()).PromotionListSchema,
});

export const createPromotion = defineEndpoint({
  method: 'POST',
  path: '/api/brands/:id/promotions',
  body: typed<PromotionInput>(),
  response: async () => (await promotions()).PromotionSchema,
});

export const updatePromotion = defineEndpoint({
  method: 'PUT',
  path: '/api/promotions/:id',
  body: typed<PromotionInput>(),
  response: async () => (await promotions()).PromotionSchema,
});

export const deletePromotion = defineEndpoint({
  method: 'DELETE',
  path: '/api/promotions/:id',
  response: async () => (await promotions()).PromotionDeletedSchema,
});
