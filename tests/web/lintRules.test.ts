import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
});
