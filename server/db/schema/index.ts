export * from './auth';
export * from './config';
export * from './permissions';
export * from './users';
export * from './wallets';
export * from './uploads';
export * from './aov';
export * from './payments';
