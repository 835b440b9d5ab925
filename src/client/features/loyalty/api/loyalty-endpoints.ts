import type {
  CreateLoyaltyCard,
  LoyaltyCardListQuery,
  UpdateLoyaltyCard,
} from '@shared/loyalty/loyalty.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/loyalty/loyalty.schemas');

export const listLoyaltyCards = defineEndpoint({
  method: 'GET',
  path: '/api/loyalty-cards',
  query: typed<LoyaltyCardListQuery>(),
  response: async () => (await schemas()).LoyaltyCardListResponseSchema,
});

export const createLoyaltyCard = defineEndpoint({
  method: 'POST',
  path: '/api/loyalty-cards',
  body: typed<CreateLoyaltyCard>(),
  response: async () => (await schemas()).LoyaltyCardSchema,
});

export const updateLoyaltyCard = defineEndpoint({
  method: 'PUT',
  path: '/api/loyalty-cards/:id',
  body: typed<UpdateLoyaltyCard>(),
  response: async () => (await schemas()).LoyaltyCardSchema,
});

/** Redeems a ready reward; one key per tap, so a retried tap redeems once. */
export const redeemReward = defineEndpoint({
  method: 'POST',
  path: '/api/loyalty-cards/:id/redeem',
  response: async () => (await schemas()).RedemptionSchema,
});
