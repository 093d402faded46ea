import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { viMessages } from '../../src/i18n/vi';

/**
 * The areas whose texts are not in the first load register themselves when first imported
 * (src/i18n/areas/*.ts calling registerMessages), so every file that reads one of their keys
 * imports the area itself. Only a file's own imports count, not those of the modules it imports:
 * a file can be drawn from a route or a test that never went through the module that would have
 * brought the area, and one line at the reader is cheap.
 */

type Tree = { [key: string]: unknown };

const SRC = resolve('src');
const AREAS = join(SRC, 'i18n/areas');

function dottedKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : dottedKeys(value as Tree, path);
  });
}

const areaModules = import.meta.glob<Tree>('../../src/i18n/areas/*.ts', { eager: true });

/** Each lazy area's name (its file's) → the keys of the message tree it registers. */
const lazyAreas = new Map(
  Object.entries(areaModules)
    .filter(([path]) =>
      /^registerMessages\(/m.test(readFileSync(resolve('tests/web', path), 'utf8')),
    )
    .map(([path, exports]) => {
      const messages = Object.values(exports).filter((value) => typeof value === 'object');
      expect(messages, `${path} exports one message tree`).toHaveLength(1);
      return [basename(path, '.ts'), dottedKeys(messages[0] as Tree)] as const;
    }),
);

const firstLoadKeys = new Set(dottedKeys(viMessages as Tree));

/** Each lazy key → the areas that register it (a key two areas share needs either). */
const keyOwners = new Map<string, string[]>();
for (const [area, keys] of lazyAreas) {
  for (const key of keys.filter((key) => !firstLoadKeys.has(key))) {
    keyOwners.set(key, [...(keyOwners.get(key) ?? []), area]);
  }
}

/**
 * The areas one of which a key read as `pattern` needs: a literal key, or a literal prefix of
 * keys without its final dot (`${KEY}.fields.id`, react-admin's `messages` options), or a template
 * whose `${…}` (or a prefix ending with a dot, for `+`) stand for any text. Nothing when no single
 * area holds every lazy key it could read: such a template (`resources.${resource}.fields.${field}`)
 * builds keys for its callers, which import their areas.
 */
function neededAreas(pattern: RegExp): string[] {
  const owners = [...keyOwners].filter(([key]) => pattern.test(key)).map(([, areas]) => areas);
  if (owners.length === 0) return [];
  return owners.reduce((common, areas) => common.filter((area) => areas.includes(area)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** `parts` joined by any text; a key itself, or the prefix (final dot or not) of the keys below it. */
function keyPattern(parts: string[]): RegExp {
  const body = parts.map(escape).join('.+');
  return new RegExp(parts.at(-1)!.endsWith('.') ? `^${body}.+$` : `^${body}(\\..+)?$`);
}

interface Read {
  key: string;
  areas: string[];
}

/** The resource a file of src/resources/<folder>/ draws, as its folder's index.ts names it. */
function resourceOf(file: string): string | undefined {
  const index = join(dirname(file), 'index.ts');
  if (dirname(dirname(file)) !== join(SRC, 'resources') || !existsSync(index)) return undefined;
  return /\bname: '([^']+)'/.exec(readFileSync(index, 'utf8'))?.[1];
}

/**
 * The keys a file reads from lazy areas, and the areas it imports. Besides the keys it writes,
 * a resource's `source="field"` reads `resources.<name>.fields.field` (react-admin's label).
 */
function scan(file: string): { reads: Read[]; imported: Set<string> } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const resource = resourceOf(file);
  const reads: Read[] = [];
  const imported = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolve(dirname(file), node.moduleSpecifier.text);
      if (dirname(target) === AREAS) imported.add(basename(target, '.ts'));
    } else if (
      resource &&
      ts.isJsxAttribute(node) &&
      node.name.getText(source) === 'source' &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      const label = `resources.${resource}.fields.${node.initializer.text}`;
      read(label, [label]);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      read(node.text, [node.text]);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      read(node.getText(source), parts);
    }
    ts.forEachChild(node, visit);
  };
  const read = (key: string, parts: string[]) => {
    if (!/^(app|resources)\./.test(parts[0]!)) return;
    const pattern = keyPattern(parts);
    const open = parts.length > 1 || key.endsWith('.');
    // A literal first-load key, or a template that could build one, may read the first load only.
    const mayReadFirstLoad = open
      ? [...firstLoadKeys].some((firstLoadKey) => pattern.test(firstLoadKey))
      : firstLoadKeys.has(key);
    const areas = mayReadFirstLoad ? [] : neededAreas(pattern);
    if (areas.length > 0) reads.push({ key, areas });
  };
  visit(source);
  return { reads, imported };
}

const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path) && !path.startsWith('i18n/'))
  .map((path) => join(SRC, path));

describe('the texts that come with their pages', () => {
  it('has lazy areas whose keys the first load lacks', () => {
    expect([...lazyAreas.keys()].length).toBeGreaterThan(0);
    for (const area of lazyAreas.keys()) {
      expect([...keyOwners.values()].flat(), `area ${area}`).toContain(area);
    }
  });

  it('are imported by every file that reads them', () => {
    const misses = sourceFiles.flatMap((file) => {
      const { reads, imported } = scan(file);
      return reads
        .filter(({ areas }) => !areas.some((area) => imported.has(area)))
        .map(
          ({ key, areas }) =>
            `${relative('.', file)} reads ${key} without importing src/i18n/areas/${areas.join(' or ')}`,
        );
    });
    expect([...new Set(misses)]).toEqual([]);
  });
});
