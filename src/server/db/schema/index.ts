export * from './platform';
export * from './catalog';
export * from './trading';
export * from './loyalty';
export * from './sales-summaries';
export * from './growth';
export * from './vas';
