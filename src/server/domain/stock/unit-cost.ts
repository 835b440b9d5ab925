import { divideRoundHalfUp, type Cents } from '@shared/money/money';

/** Four decimals, half up: the precision of a cost per unit. */
export const fourDecimals = (n: number) => Math.round(n * 10_000) / 10_000;

/** Units at a cost per unit ("4.1667"), in cents, half up. */
export const valueAtCostCents = (unitCost: string | number, units: number): Cents =>
  divideRoundHalfUp(Math.round(Number(unitCost) * 10_000) * units, 100);
