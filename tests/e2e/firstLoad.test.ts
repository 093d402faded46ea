import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { storedToken } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const scripts = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));

/** A new browser context holding an admin's session, as on a cold load of the app. */
async function coldPage(viewport = { width: 1280, height: 720 }) {
  const page = await suite.signedInPage('admin@beli.local');
  const token = await storedToken(page);
  const fresh = await page.context().browser()!.newContext({ viewport });
  await fresh.addInitScript((value) => localStorage.setItem('token', value!), token);
  return { fresh, listPage: await fresh.newPage() };
}

describe('the first load', () => {
  it('ships no zod to the browser: its rules stay on the server', () => {
    // zod's own names, which survive minification (the build had them before zod was kept out).
    const zodCode = /\$?ZodError|\b_zod\b|\$ZodType/;
    const withZod = scripts.filter((name) =>
      zodCode.test(readFileSync(path.join(dist, 'assets', name), 'utf8')),
    );
    expect(withZod).toEqual([]);
  });

  it('is a handful of files, each but the tiniest made in brotli and gzip at build time', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const firstLoad = [
      ...new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!)),
    ];
    expect(firstLoad.length).toBeGreaterThan(0);
    // The entry, the early script, the chunk runtime and the libraries' chunk; no list's code
    // (a list page fetches it with the list).
    expect(firstLoad.length).toBeLessThanOrEqual(4);
    expect(firstLoad.filter((name) => name.startsWith('lists-'))).toEqual([]);
    const worthCompressing = [...firstLoad, ...scripts].filter(
      (name) => statSync(path.join(dist, 'assets', name)).size >= 1024,
    );
    expect(worthCompressing).toEqual(
      expect.arrayContaining(firstLoad.filter((n) => n.includes('vendor'))),
    );
    for (const name of worthCompressing) {
      expect(existsSync(path.join(dist, 'assets', `${name}.br`)), name).toBe(true);
      expect(existsSync(path.join(dist, 'assets', `${name}.gz`)), name).toBe(true);
    }
  });

  it('asks for the list rows without waiting for the permission answer', async () => {
    const { fresh, listPage } = await coldPage();
    // The permission answer is held until the list's request has left the browser: were the
    // request waiting for that answer, neither would ever come and the page would show no skins.
    let listAsked!: () => void;
    const listRequestSent = new Promise<void>((resolve) => (listAsked = resolve));
    listPage.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/skins') listAsked();
    });
    await listPage.route('**/api/permissions/me', async (route) => {
      await listRequestSent;
      await route.continue();
    });
    const listAnswer = listPage.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/skins',
    );
    await listPage.goto(`${suite.server.url}/app/admin/aov/skins`);
    const [firstSkin] = (await (await listAnswer).json()) as { name: string }[];
    await listPage.getByRole('cell', { name: firstSkin!.name, exact: true }).first().waitFor();
    await fresh.close();
  });

  it('asks for the page of rows and the permissions once, before the app code runs, and shows the rows', async () => {
    const { fresh, listPage } = await coldPage();
    const asked: string[] = [];
    listPage.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    const listAnswer = listPage.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/skins',
    );
    await listPage.goto(`${suite.server.url}/app/admin/aov/skins`);
    const [firstSkin] = (await (await listAnswer).json()) as { name: string }[];
    await listPage.getByRole('cell', { name: firstSkin!.name, exact: true }).first().waitFor();
    // The early script asks for both first; the app's code asks neither again.
    expect(asked.filter((pathname) => pathname === '/api/skins')).toHaveLength(1);
    expect(asked.filter((pathname) => pathname === '/api/permissions/me')).toHaveLength(1);
    expect(asked.slice(0, 2).sort()).toEqual(['/api/permissions/me', '/api/skins']);
    await fresh.close();
  });

  it('draws the rows before fetching what comes after them: the filter form and the text inputs', async () => {
    // Names the code each holds survives minification by: react-hook-form's form state, MUI's
    // text field's styled root.
    const formLibrary = /_formValues/;
    const textField = /MuiTextField.,slot/;
    const { fresh, listPage } = await coldPage();
    // The scripts loaded when the first row is put in the page (before it is even painted).
    await listPage.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.RaList-main tbody tr td')) return;
        observer.disconnect();
        const scripts = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js'));
        Object.assign(window, { scriptsBeforeRows: scripts });
      }).observe(document, { childList: true, subtree: true });
    });
    await listPage.goto(`${suite.server.url}/app/admin/aov/skins`);
    await listPage.locator('input[name="q"]').waitFor();
    const scriptsHolding = async (marker: RegExp, when: 'beforeRows' | 'now') => {
      const pathnames = await listPage.evaluate(
        (moment) =>
          moment === 'beforeRows'
            ? (window as unknown as { scriptsBeforeRows: string[] }).scriptsBeforeRows
            : performance
                .getEntriesByType('resource')
                .map((entry) => new URL(entry.name).pathname)
                .filter((pathname) => pathname.endsWith('.js')),
        when,
      );
      return pathnames.filter((pathname) =>
        marker.test(readFileSync(path.join(dist, pathname), 'utf8')),
      );
    };
    expect(await scriptsHolding(formLibrary, 'beforeRows')).toEqual([]);
    expect(await scriptsHolding(textField, 'beforeRows')).toEqual([]);
    // With the search box drawn, both are in: the markers do find them.
    expect(await scriptsHolding(formLibrary, 'now')).not.toEqual([]);
    expect(await scriptsHolding(textField, 'now')).not.toEqual([]);
    await fresh.close();
  });

  it('keeps the rows where they first appear while the search box and buttons come after them', async () => {
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 800 },
    ]) {
      const { fresh, listPage } = await coldPage(viewport);
      // Each frame from the first row on: where the first row's top is.
      await listPage.addInitScript(() => {
        const tops: number[] = [];
        Object.assign(window, { firstRowTops: tops });
        const look = () => {
          const row = document.querySelector('.RaList-main tbody tr, .RaList-main li');
          if (row) tops.push(Math.round(row.getBoundingClientRect().top));
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await listPage.goto(`${suite.server.url}/app/admin/aov/skins`);
      await listPage.locator('input[name="q"]').waitFor();
      await listPage.locator('.RaList-actions a').first().waitFor();
      await listPage.evaluate(
        () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
      );
      const tops = await listPage.evaluate(
        () => (window as unknown as { firstRowTops: number[] }).firstRowTops,
      );
      expect(tops.length, `${viewport.width} px`).toBeGreaterThan(0);
      expect(new Set(tops), `${viewport.width} px: ${tops.join(' ')}`).toEqual(new Set([tops[0]]));
      await fresh.close();
    }
  });
});
