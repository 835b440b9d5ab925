export * from './platform';
export * from './catalog';
export * from './trading';
export * from './growth';
export * from './vas';
