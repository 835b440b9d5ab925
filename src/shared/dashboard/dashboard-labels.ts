// Pure display rules of the dashboard, apart from the zod schemas so the page loads without zod.

/** Status badge variants (docs/product.md "States"): completed default, pending secondary, else outline. */
export function orderStatusVariant(status: string): 'default' | 'secondary' | 'outline' {
  if (status === 'completed') return 'default';
  if (status === 'pending') return 'secondary';
  return 'outline';
}
