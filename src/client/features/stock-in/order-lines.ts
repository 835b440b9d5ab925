import type {
  CreatePurchaseOrder,
  ProposalLine,
} from '@shared/purchase-orders/purchase-orders.schemas';

/** One product of a new purchase order, its quantity as typed. */
export interface OrderLine {
  productId: string;
  name: string;
  quantity: string;
  unitCost: string | null;
}

/** "Order what is low": the proposal's lines join the order; a product already on it keeps its line. */
export function withProposal(lines: readonly OrderLine[], proposal: readonly ProposalLine[]) {
  const have = new Set(lines.map((l) => l.productId));
  const added = proposal
    .filter((p) => !have.has(p.productId) && p.quantity > 0)
    .map((p) => ({
      productId: p.productId,
      name: p.productName,
      quantity: String(p.quantity),
      unitCost: p.unitCost,
    }));
  return [...lines, ...added];
}

const wholeQuantity = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : 0);

/** The body of POST /api/purchase-orders; null without a supplier or with a quantity missing. */
export function orderBody(
  supplierId: string,
  lines: readonly OrderLine[],
): CreatePurchaseOrder | null {
  if (!supplierId || lines.length === 0 || lines.some((l) => wholeQuantity(l.quantity) < 1))
    return null;
  return {
    supplierId,
    lines: lines.map((l) => ({
      productId: l.productId,
      quantity: wholeQuantity(l.quantity),
      unitCost: l.unitCost,
    })),
  };
}
