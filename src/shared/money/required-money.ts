import { z } from 'zod';
import { moneySchema } from './money-schema';

/** A money amount that must be there and be above zero, with the field's own message. */
export const requiredMoney = (message: string) =>
  z
    .union([z.string().max(20), z.number()], { error: message })
    .refine((value) => value !== '', message)
    .pipe(moneySchema({ allowZero: false }));
