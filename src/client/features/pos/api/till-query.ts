export const TILL_PAGE_SIZE = 48;

/** The till's product search: active, with stock, one page. */
export const tillProductQuery = (search: string) =>
  ({ status: 'active', stockStatus: 'available', pageSize: TILL_PAGE_SIZE, search }) as const;
