/**
 * Table names ordered so each comes after every table it refers to (Kahn's algorithm, ties by
 * name so the order is the same on every run). A cycle, a table referring to itself included,
 * has no such order: loading it would need the foreign keys switched off, which only a superuser
 * may do.
 */
export function inLoadOrder(
  tables: string[],
  references: { table: string; parent: string }[],
): string[] {
  const waitingFor = new Map(tables.map((name) => [name, new Set<string>()]));
  for (const { table, parent } of references) waitingFor.get(table)?.add(parent);
  const ordered: string[] = [];
  while (waitingFor.size) {
    const ready = [...waitingFor].filter(([, parents]) => !parents.size).map(([name]) => name);
    if (!ready.length) {
      throw new Error(`Các bảng tham chiếu vòng tròn: ${[...waitingFor.keys()].join(', ')}`);
    }
    for (const name of ready.sort()) {
      ordered.push(name);
      waitingFor.delete(name);
      for (const parents of waitingFor.values()) parents.delete(name);
    }
  }
  return ordered;
}
