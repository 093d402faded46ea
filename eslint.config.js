import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', '.tmp', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  ...doors(),
  ...lazyDoors(),
  ...oneWayToTheApi(),
  // The server's shared library stays in functions a reader takes in at once: a longer one is
  // split by job, as registerRestResource is (list, export, writes, actions).
  { files: ['server/lib/**/*.ts'], rules: { 'max-lines-per-function': ['error', { max: 80 }] } },
);

/**
 * A lazy `import()` is a door too: outside a screen room it may not name a file inside one (the
 * room's index.ts exports its pages lazily), and inside a room it stays in the room (`./…`).
 */
function lazyDoors() {
  const message = 'A lazy import goes through the room’s door: import the page from its index.ts.';
  const around = (value) => ({ selector: `ImportExpression[source.value=${value}]`, message });
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      rules: { 'no-restricted-syntax': ['error', around('/(pages|resources)\\/[^/]+\\/./')] },
    },
    {
      files: ['src/{pages,resources}/*/**/*.{ts,tsx}'],
      rules: { 'no-restricted-syntax': ['error', around('/^\\.\\./'), around('/^[^.]/')] },
    },
  ];
}

/** The browser reaches the API through `src/providers/` only: no `fetch` anywhere else. */
function oneWayToTheApi() {
  const message = 'Call the API through the dataProvider (src/providers/), not fetch.';
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/providers/**'],
      rules: {
        'no-restricted-globals': ['error', { name: 'fetch', message }],
        'no-restricted-properties': [
          'error',
          { object: 'window', property: 'fetch', message },
          { object: 'globalThis', property: 'fetch', message },
          { object: 'self', property: 'fetch', message },
        ],
      },
    },
  ];
}

/**
 * Rooms with doors: a server module (`server/modules/<area>/`) and a client room
 * (`src/pages/<name>/`, `src/resources/<name>/`) are entered through their `index.ts` only;
 * their other files are their own business. Tests and benchmarks may look inside.
 * The app reads the server's zod schemas (`common/schemas`) for types only: zod stays out of
 * the browser's bundle. `src/providers/` is the one way to the API.
 */
function doors() {
  const message = (what) => `${what}: import its index.ts (its door), not a file inside it.`;
  const inside = (regex, what) => ({ regex, message: message(what) });
  // From outside every room: a path naming a room's folder and then a file within it.
  const fromOutside = [
    inside('(^|/)modules/[^/]+/.+', 'Another server module'),
    inside('(^|/)(pages|resources)/[^/]+/.+', 'Another screen room'),
  ];
  // From within a room, `../other/file` (one level down) or `../../other/file` (two) leaves it.
  const sibling = (depth) => inside(`^(\\.\\./){${depth}}[^./][^/]*/.+`, 'Another room');
  const transport = {
    regex: '(^|/)providers/(httpClient|postFile|adapters|actions)(/|$)',
    message: 'Call the API through the dataProvider (useBeliDataProvider), not its transport.',
  };
  const zodSchemas = {
    regex: '(^|/)common/(schemas/|adminApi$)',
    allowTypeImports: true,
    message: 'These modules import zod: the app may only `import type` from them.',
  };
  // One-way rooms: shared code never reaches into what builds on it. The app's own library and
  // providers may read the resource registry (src/resources/registry, access, resourceEntry),
  // which is how they learn the resources, but no page and no resource's room.
  const oneWay = (regex, why) => ({ regex, message: `One-way rooms: ${why}, not the reverse.` });
  const toServerOrApp = oneWay('^(\\.\\./)+(server|src)(/|$)', 'common/ is shared by both halves');
  const toModules = oneWay(
    '^(\\.\\./)+modules(/|$)',
    'server/lib and server/plugins serve the modules',
  );
  const toScreens = oneWay(
    '^(\\.\\./)+(pages(/|$)|resources/(?!(registry|access|resourceEntry)$))',
    'src/lib and src/providers serve the screens',
  );
  const rule = (...patterns) => ({
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  });
  return [
    { files: ['common/**/*.ts'], rules: rule(toServerOrApp) },
    { files: ['server/**/*.ts'], rules: rule(...fromOutside) },
    { files: ['server/{lib,plugins}/**/*.ts'], rules: rule(...fromOutside, toModules) },
    { files: ['server/modules/*/*.ts'], rules: rule(...fromOutside, sibling(1)) },
    { files: ['server/modules/*/*/*.ts'], rules: rule(...fromOutside, sibling(2)) },
    { files: ['src/**/*.{ts,tsx}'], rules: rule(...fromOutside, transport, zodSchemas) },
    {
      files: ['src/{pages,resources}/*/*.{ts,tsx}'],
      rules: rule(...fromOutside, transport, zodSchemas, sibling(1)),
    },
    {
      files: ['src/{pages,resources}/*/*/*.{ts,tsx}'],
      rules: rule(...fromOutside, transport, zodSchemas, sibling(2)),
    },
    {
      files: ['src/lib/**/*.{ts,tsx}'],
      rules: rule(...fromOutside, transport, zodSchemas, toScreens),
    },
    { files: ['src/providers/**/*.{ts,tsx}'], rules: rule(...fromOutside, toScreens) },
  ];
}
