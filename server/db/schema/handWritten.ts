// The tables written by hand (with indexes, checks or links of their own); the defined ones
// are made from their definitions in definedTables.ts.
export * from './auth';
export * from './config';
export * from './permissions';
export * from './users';
export * from './wallets';
export * from './uploads';
export * from './aov';
export * from './aovCrawl';
export * from './payments';
export * from './tools';
export * from './limits';
export * from './audit';
export * from './evidenceChain';
