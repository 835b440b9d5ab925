import { z } from 'zod';

/** docs/product.md "Records", "Calls": repeat_orders, with a real customer. */
export const REPEAT_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export const RepeatFrequencySchema = z.enum(REPEAT_FREQUENCIES, {
  error: 'Choose how often: weekly, every two weeks or monthly',
});
export type RepeatFrequency = z.infer<typeof RepeatFrequencySchema>;

export const REPEAT_ORDER_MESSAGES = {
  customer: 'Choose a customer',
  product: 'Choose a product',
  quantity: 'Quantity must be a whole number from 1 to 1000',
} as const;

export const CreateRepeatOrderSchema = z.object({
  productId: z.uuid({ error: REPEAT_ORDER_MESSAGES.product }),
  customerId: z.uuid({ error: REPEAT_ORDER_MESSAGES.customer }),
  quantity: z
    .number({ error: REPEAT_ORDER_MESSAGES.quantity })
    .int(REPEAT_ORDER_MESSAGES.quantity)
    .min(1, REPEAT_ORDER_MESSAGES.quantity)
    .max(1000, REPEAT_ORDER_MESSAGES.quantity)
    .default(1),
  frequency: RepeatFrequencySchema.default('weekly'),
});
export type CreateRepeatOrder = z.input<typeof CreateRepeatOrderSchema>;

/** PUT /api/repeat-orders/{id}/status: pause (false) or resume (true). */
export const RepeatOrderStatusSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const RepeatOrderSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  quantity: z.number().int(),
  frequency: RepeatFrequencySchema,
  nextOrderDate: z.iso.date(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type RepeatOrder = z.infer<typeof RepeatOrderSchema>;
export const RepeatOrderListResponseSchema = z.array(RepeatOrderSchema);

const DAYS: Record<Exclude<RepeatFrequency, 'monthly'>, number> = { weekly: 7, biweekly: 14 };

/** "2026-01-31" + frequency -> the next run date; monthly keeps the day, clamped to the month's end. */
export function addFrequency(date: string, frequency: RepeatFrequency): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (frequency !== 'monthly') {
    return new Date(Date.UTC(y, m - 1, d + DAYS[frequency])).toISOString().slice(0, 10);
  }
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The first run after `today` (a Johannesburg calendar date). */
export function nextRunDate(today: string, frequency: RepeatFrequency, from = today): string {
  let next = addFrequency(from, frequency);
  while (next <= today) next = addFrequency(next, frequency);
  return next;
}
