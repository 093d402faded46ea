type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges message trees; a later tree wins on a clash of leaves. */
export function deepMerge(...trees: Tree[]): Tree {
  const result: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = result[key];
      result[key] = isTree(current) && isTree(value) ? deepMerge(current, value) : value;
    }
  }
  return result;
}
