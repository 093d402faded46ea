// The tables of resources whose definition is all they need (see definedTable): one line each.
export {};
