export * from './handWritten';
export * from './definedTables';
