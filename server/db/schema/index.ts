export * from './auth';
export * from './permissions';
export * from './users';
export * from './wallets';
