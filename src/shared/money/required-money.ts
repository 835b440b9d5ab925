import { moneyInput, moneySchema, type MoneyOptions } from './money-schema';

/** A money amount that must be there and be above zero, with the field's own message. */
export const requiredMoney = (message: string, options: MoneyOptions = {}) =>
  moneyInput(options, message)
    .refine((value) => value !== '', message)
    .pipe(moneySchema({ ...options, allowZero: false }));
