import type {
  CreatePurchaseOrder,
  PurchaseOrderListQuery,
  UpdatePurchaseOrder,
} from '@shared/purchase-orders/purchase-orders.schemas';
import { defineEndpoint, typed } from './endpoint';

/** Purchase orders to suppliers: proposed from what is low, sent, received, cancelled. */
const schemas = () => import('@shared/purchase-orders/purchase-orders.schemas');

export const listPurchaseOrders = defineEndpoint({
  method: 'GET',
  path: '/api/purchase-orders',
  query: typed<PurchaseOrderListQuery>(),
  response: async () => (await schemas()).PurchaseOrderListSchema,
});

export const getPurchaseOrder = defineEndpoint({
  method: 'GET',
  path: '/api/purchase-orders/:id',
  response: async () => (await schemas()).PurchaseOrderSchema,
});

export const createPurchaseOrder = defineEndpoint({
  method: 'POST',
  path: '/api/purchase-orders',
  body: typed<CreatePurchaseOrder>(),
  response: async () => (await schemas()).PurchaseOrderSchema,
});

export const updatePurchaseOrder = defineEndpoint({
  method: 'PUT',
  path: '/api/purchase-orders/:id',
  body: typed<UpdatePurchaseOrder>(),
  response: async () => (await schemas()).PurchaseOrderSchema,
});

export const proposePurchaseOrder = defineEndpoint({
  method: 'GET',
  path: '/api/purchase-orders/proposal',
  query: typed<{ supplierId?: string }>(),
  response: async () => (await schemas()).ProposalSchema,
});
