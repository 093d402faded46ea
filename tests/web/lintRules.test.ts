import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { readmeBlocks } from '../support/readmeExample';

/** The project's own ESLint configuration, on code given as the file it would be. */
const eslint = new ESLint({ cwd: process.cwd() });
async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const lazyImport = (path: string) =>
  `import { lazyPage } from './lib/lazyPage';\n` +
  `export const Page = lazyPage(() => import('${path}'), 'Page');\n`;

describe("the lint rules that keep a room's door and the one way to the API", () => {
  it('refuses a lazy import that goes around a room’s door, from outside the room', async () => {
    expect(await messagesFor('src/App.tsx', lazyImport('./pages/landing/LandingPage'))).toEqual([
      expect.stringContaining('lazy import goes through the room’s door'),
    ]);
    expect(await messagesFor('src/lib/Any.tsx', lazyImport('../resources/tool/ToolEdit'))).toEqual([
      expect.stringContaining('lazy import goes through the room’s door'),
    ]);
  });

  it('refuses a lazy import that leaves its room, and allows one of its own files', async () => {
    const inRoom = 'src/pages/home/Any.tsx';
    expect(await messagesFor(inRoom, lazyImport('../profile/ProfilePage'))).toEqual([
      expect.stringContaining('lazy import goes through the room’s door'),
    ]);
    expect(await messagesFor(inRoom, lazyImport('src/pages/profile'))).toEqual([
      expect.stringContaining('lazy import goes through the room’s door'),
    ]);
    expect(await messagesFor(inRoom, lazyImport('./HomePage'))).toEqual([]);
  });

  it('refuses fetch outside src/providers/, and allows it there', async () => {
    const call = `export const ask = () => fetch('/api/users/me');\n`;
    const windowCall = `export const ask = () => window.fetch('/api/users/me');\n`;
    expect(await messagesFor('src/lib/ask.ts', call)).toEqual([
      expect.stringContaining('no-restricted-globals'),
    ]);
    expect(await messagesFor('src/pages/home/ask.ts', windowCall)).toEqual([
      expect.stringContaining('no-restricted-properties'),
    ]);
    expect(await messagesFor('src/providers/ask.ts', call)).toEqual([]);
  });

  it('keeps the rooms one-way: shared code never imports what builds on it', async () => {
    const oneWay = [expect.stringContaining('One-way rooms')];
    const probe = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    expect(await messagesFor('common/any.ts', probe('../server/env'))).toEqual(oneWay);
    expect(await messagesFor('common/resources/any.ts', probe('../../src/lib/x'))).toEqual(oneWay);
    expect(await messagesFor('server/lib/any.ts', probe('../modules/users'))).toEqual(oneWay);
    expect(await messagesFor('server/plugins/any.ts', probe('../modules/audit'))).toEqual(oneWay);
    expect(await messagesFor('server/lib/audit/any.ts', probe('../../modules/wallets'))).toEqual(
      oneWay,
    );
    expect(await messagesFor('src/lib/Any.tsx', probe('../pages/home'))).toEqual(oneWay);
    expect(await messagesFor('src/lib/definitions/any.ts', probe('../../resources/tool'))).toEqual(
      oneWay,
    );
    expect(await messagesFor('src/providers/any.ts', probe('../pages/login'))).toEqual(oneWay);
    expect(await messagesFor('common/any.ts', probe('../src/lib/money'))).toEqual(oneWay);
    expect(await messagesFor('common/resources/any.ts', probe('../../server/env'))).toEqual(oneWay);
    expect(await messagesFor('src/lib/Any.tsx', probe('../resources/tool'))).toEqual(oneWay);
    expect(await messagesFor('src/providers/any.ts', probe('../resources/tool'))).toEqual(oneWay);
    expect(await messagesFor('src/providers/Any.tsx', probe('../pages/login'))).toEqual(oneWay);
    expect(
      await messagesFor('src/providers/actions/any.ts', probe('../../resources/user')),
    ).toEqual(oneWay);
  });

  it("passes the README's recipes as written, each block as the file it names", async () => {
    for (const { path, code } of readmeBlocks()) {
      // A block adding a line to a file shows that line alone, its import used in the rest.
      const messages = (await messagesFor(path, code)).filter(
        (message) => !message.startsWith('@typescript-eslint/no-unused-vars'),
      );
      expect(messages, path).toEqual([]);
    }
  });

  it('keeps every function of server/lib within 80 lines', async () => {
    // A function of `length` lines, from its head to its closing brace.
    const sums = (n: number) => Array.from({ length: n }, (_, i) => `  v += ${i};`);
    const fn = (length: number) =>
      ['export function f() {', '  let v = 0;', ...sums(length - 4), '  return v;', '}', ''].join(
        '\n',
      );
    expect(await messagesFor('server/lib/any.ts', fn(81))).toEqual([
      expect.stringContaining('max-lines-per-function'),
    ]);
    expect(await messagesFor('server/lib/rest/any.ts', fn(81))).toEqual([
      expect.stringContaining('max-lines-per-function'),
    ]);
    expect(await messagesFor('server/lib/any.ts', fn(80))).toEqual([]);
  });

  it('lets each room import what it builds on, and the providers read the resource registry', async () => {
    const probe = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    expect(await messagesFor('server/modules/users/any.ts', probe('../../lib/sessions'))).toEqual(
      [],
    );
    expect(await messagesFor('server/lib/any.ts', probe('../../common/permissions'))).toEqual([]);
    expect(await messagesFor('src/pages/home/any.ts', probe('../../lib/lazyPage'))).toEqual([]);
    expect(await messagesFor('src/providers/any.ts', probe('../resources/registry'))).toEqual([]);
    expect(await messagesFor('common/any.ts', probe('./permissions'))).toEqual([]);
  });
});
