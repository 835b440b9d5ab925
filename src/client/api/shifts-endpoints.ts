import type { z } from 'zod';
import type {
  CloseShift,
  CreateCashMovement,
  OpenShift,
  ShiftListQuerySchema,
} from '@shared/shifts/shifts.schemas';
import { defineEndpoint, typed } from './endpoint';

/** Shifts and the cash-up: open with a float, pay in and out, the X report, the blind close. */
const schemas = () => import('@shared/shifts/shifts.schemas');

export const openShift = defineEndpoint({
  method: 'POST',
  path: '/api/shifts',
  body: typed<OpenShift>(),
  response: async () => (await schemas()).ShiftSchema,
});

/** The open shift with its running figures (the X report); 404 when none is open. */
export const getCurrentShift = defineEndpoint({
  method: 'GET',
  path: '/api/shifts/current',
  response: async () => (await schemas()).ShiftSchema,
});

export const listShifts = defineEndpoint({
  method: 'GET',
  path: '/api/shifts',
  query: typed<z.input<typeof ShiftListQuerySchema>>(),
  response: async () => (await schemas()).ShiftListSchema,
});

export const getShift = defineEndpoint({
  method: 'GET',
  path: '/api/shifts/:id',
  response: async () => (await schemas()).ShiftSchema,
});

export const addCashMovement = defineEndpoint({
  method: 'POST',
  path: '/api/shifts/:id/cash-movements',
  body: typed<CreateCashMovement>(),
  response: async () => (await schemas()).CashMovementSchema,
});

/** The close: answers the Z report. */
export const closeShift = defineEndpoint({
  method: 'POST',
  path: '/api/shifts/:id/close',
  body: typed<CloseShift>(),
  response: async () => (await schemas()).ShiftSchema,
});
