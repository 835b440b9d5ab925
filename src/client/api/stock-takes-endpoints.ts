import type {
  AddStockCounts,
  StartStockTake,
  UpdateStockTake,
} from '@shared/stock-takes/stock-takes.schemas';
import { defineEndpoint, typed } from './endpoint';

/** The stock take: count the shelves on one or several phones, review, apply. */
const schemas = () => import('@shared/stock-takes/stock-takes.schemas');

export const listStockTakes = defineEndpoint({
  method: 'GET',
  path: '/api/stock-takes',
  response: async () => (await schemas()).StockTakeListSchema,
});

export const startStockTake = defineEndpoint({
  method: 'POST',
  path: '/api/stock-takes',
  body: typed<StartStockTake>(),
  response: async () => (await schemas()).StockTakeSchema,
});

export const getStockTake = defineEndpoint({
  method: 'GET',
  path: '/api/stock-takes/:id',
  response: async () => (await schemas()).StockTakeSchema,
});

export const addStockCounts = defineEndpoint({
  method: 'POST',
  path: '/api/stock-takes/:id/counts',
  body: typed<AddStockCounts>(),
  response: async () => (await schemas()).StockTakeSchema,
});

export const updateStockTake = defineEndpoint({
  method: 'PUT',
  path: '/api/stock-takes/:id',
  body: typed<UpdateStockTake>(),
  response: async () => (await schemas()).StockTakeSchema,
});

export const applyStockTake = defineEndpoint({
  method: 'POST',
  path: '/api/stock-takes/:id/apply',
  response: async () => (await schemas()).StockTakeSchema,
});
