export * from './platform';
export * from './catalog';
export * from './customers';
export * from './trading';
export * from './credit';
export * from './wallets';
export * from './growth';
export * from './vas';
