/** The phone's copy and queue (idb with them), loaded apart from the till's first paint. */
export const offlineTill = () => import('./till-offline');
