/** The badge of each purchase order status. */
export const STATUS_BADGE = {
  open: 'warning',
  partially_received: 'warning',
  received: 'success',
  cancelled: 'secondary',
} as const;
