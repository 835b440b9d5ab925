/** The four weeks of sales a proposal looks back on ("order what is low"). */
export const PROPOSAL_DAYS = 28;

/**
 * How many units to order of a product at or below its low-stock threshold: four weeks of sales
 * less the stock on hand, but at least enough to lift the stock above the threshold.
 */
export function proposedQuantity(stock: number, threshold: number, soldLastFourWeeks: number) {
  const onHand = Math.max(stock, 0);
  return Math.max(soldLastFourWeeks - onHand, threshold + 1 - onHand, 1);
}

/**
 * Units sold per stocked product: a pack's sales count as its units of the product it is a
 * pack of (a pack's own stock is kept from its base's).
 */
export function unitsByBase(
  sold: ReadonlyMap<string, number>,
  packs: readonly { id: string; packOf: string; packUnits: number }[],
) {
  const units = new Map(sold);
  for (const pack of packs) {
    const packSales = sold.get(pack.id) ?? 0;
    if (packSales === 0) continue;
    units.set(pack.packOf, (units.get(pack.packOf) ?? 0) + packSales * pack.packUnits);
  }
  return units;
}
