export * from './auth';
export * from './permissions';
export * from './users';
export * from './uploads';
export * from './aov';
