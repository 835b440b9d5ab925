/** The stock alerts API, for the bell's query and the panel's writes alike. */
export const ALERTS_PATH = '/api/stock-alerts';
