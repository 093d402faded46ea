import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, signInWithDevLogin } from '../support/testApp';
import { axeFindings, COLOUR_RULES } from './support/axe';
import { openInApp } from './support/inApp';
import { settled } from './support/settle';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

/** The API as the admin: a GET, or a POST of `body`; answers the reply's `data`. */
async function api<T>(url: string, body?: object): Promise<T> {
  const { app } = suite.server;
  const answer = await app.inject({
    method: body ? 'POST' : 'GET',
    url,
    headers: {
      ...bearer(await signInWithDevLogin(app, ADMIN_EMAIL)),
      ...(body && { 'idempotency-key': randomUUID() }),
    },
    ...(body && { payload: body }),
  });
  const json = answer.json<T | { data: T }>();
  return (json && typeof json === 'object' && 'data' in json ? json.data : json) as T;
}

interface Screen {
  name: string;
  /** Opens the screen and waits until it shows what it is for. */
  open: (page: Page, ids: Ids) => Promise<void>;
}

interface Ids {
  heroId: number;
  userId: number;
  toolId: number;
  taskId: number;
}

/** Opens a screen: the first by its address, the next ones inside the app, as a person moves. */
const visit = async (page: Page, path: string, ready: (page: Page) => Promise<void>) => {
  if (page.url().startsWith(`${suite.server.url}/app`)) await openInApp(page, `/app${path}`);
  else await page.goto(`${suite.server.url}/app${path}`);
  await ready(page);
  await settled(page);
};

/** A page's own title: its h1 comes a render after its sections' headings. */
const title = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

const rows = (page: Page) => page.locator('tbody tr, main li.MuiListItem-root').first().waitFor();

/** The screens met signed out: they are outside the shell, opened by their address. */
const SIGNED_OUT: Screen[] = [
  {
    name: 'landing',
    open: async (page) => {
      await page.goto(`${suite.server.url}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
    },
  },
  {
    name: 'sign-in',
    open: (page) =>
      visit(page, '/login', (p) =>
        p.getByRole('button', { name: 'Đăng nhập bằng Google' }).waitFor(),
      ),
  },
];

/** A member opening an admin page, and the page of a sign-in the server could not check. */
const MEMBER_SCREENS: Screen[] = [
  {
    name: 'access denied',
    open: (page) =>
      visit(page, '/admin/user', (p) =>
        p.getByText('Bạn không có quyền truy cập trang này').waitFor(),
      ),
  },
  {
    name: 'authentication error',
    open: (page) =>
      visit(page, '/authentication-error', (p) =>
        p.getByRole('heading', { name: 'Lỗi xác thực' }).waitFor(),
      ),
  },
];

/** Every kind of screen a signed-in admin meets. */
const SCREENS: Screen[] = [
  { name: 'home', open: (page) => visit(page, '', (p) => p.getByTestId('greeting').waitFor()) },
  {
    name: 'admin cards',
    open: (page) =>
      visit(page, '/admin', (p) => p.locator('[data-testid^="card-"]').first().waitFor()),
  },
  { name: 'skin list', open: (page) => visit(page, '/admin/aov/skins', rows) },
  { name: 'user list', open: (page) => visit(page, '/admin/user', rows) },
  {
    name: 'create form',
    open: (page) =>
      visit(page, '/admin/aov/heroes/create', (p) => p.getByLabel('Tên tướng').first().waitFor()),
  },
  {
    name: 'edit form',
    open: (page, { heroId }) =>
      visit(page, `/admin/aov/heroes/edit/${heroId}`, (p) =>
        p.getByRole('button', { name: 'Xóa' }).waitFor(),
      ),
  },
  {
    name: 'delete dialog',
    open: async (page, ids) => {
      await SCREENS.find((s) => s.name === 'edit form')!.open(page, ids);
      await page.getByRole('button', { name: 'Xóa' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Hủy' }).waitFor();
      await settled(page);
    },
  },
  {
    name: 'payment',
    open: (page) => visit(page, '/payment', title),
  },
  {
    name: 'payment order',
    open: async (page) => {
      await SCREENS.find((s) => s.name === 'payment')!.open(page, {} as Ids);
      await page.getByRole('button', { name: 'Tạo mã thanh toán' }).click();
      await page.getByText('Đang chờ ngân hàng xác nhận…').waitFor();
      await settled(page);
    },
  },
  {
    name: 'tools',
    open: (page) => visit(page, '/tool', (p) => p.locator('main a').first().waitFor()),
  },
  {
    name: 'tool runs',
    open: (page, { toolId }) => visit(page, `/tool/ghep-anh-2/${toolId}`, title),
  },
  {
    name: 'wallet',
    open: (page, { userId }) => visit(page, `/admin/user/${userId}/wallet`, title),
  },
  {
    name: 'profile',
    open: (page, { userId }) => visit(page, `/profile/${userId}`, title),
  },
  {
    name: 'search dialog',
    open: async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: /Tìm người dùng/ }).waitFor();
      await settled(page);
    },
  },
  {
    name: 'export',
    open: async (page, { taskId }) => {
      await page.goto(`${suite.server.url}/fullscreen/export?task=${taskId}`);
      await page.getByRole('button', { name: 'In' }).waitFor();
      await settled(page);
    },
  },
];

/** The page's body colour: the theme's background, which a change of theme changes. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Until the colour transitions on the page have ended (a field label's 200 ms as it takes focus,
 * or as the theme changes): axe reads the colours as they are, and a label halfway between two
 * colours fails contrast. A spinner's endless animation is not waited for.
 */
const transitionsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

/**
 * The screen as it is now in the dark theme, then back in the light one. The app follows the
 * system's theme as it changes, and a theme changes colours alone: only axe's colour rules can
 * find anything new, so they alone run again.
 */
async function darkFindings(page: Page): Promise<string[]> {
  const light = await background(page);
  const themed = (dark: boolean) =>
    page.waitForFunction(
      ([light, dark]) => (getComputedStyle(document.body).backgroundColor !== light) === dark,
      [light, dark] as const,
    );
  await page.emulateMedia({ colorScheme: 'dark' });
  await themed(true);
  await transitionsDone(page);
  const found = await axeFindings(page, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: 'light' });
  await themed(false);
  await transitionsDone(page);
  return found;
}

/** Each screen's findings in both themes, opened one after another in `page`. */
async function findingsOn(page: Page, screens: Screen[], ids: Ids) {
  const found: [string, string[]][] = [];
  for (const screen of screens) {
    await screen.open(page, ids);
    await transitionsDone(page);
    found.push([screen.name, await axeFindings(page)]);
    found.push([`${screen.name}, dark`, await darkFindings(page)]);
  }
  return found;
}

const VARIANTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

describe('axe-core on every kind of screen', () => {
  let ids: Ids;
  beforeAll(async () => {
    const [hero] = await api<{ id: number }[]>('/api/heroes?range=[0,0]');
    const me = await api<{ id: number }>('/api/users/me');
    const tools = await api<{ id: number; type: string }[]>('/api/tools');
    const toolId = tools.find((t) => t.type === 'ghep-anh-2')!.id;
    // A free sample task, finished by the time a walk comes to its export page.
    const task = await api<{ id: number }>(`/api/tools/${toolId}/sample-tasks`, {});
    ids = { heroId: hero!.id, userId: me.id, toolId, taskId: task.id };
  });

  it.each(VARIANTS)(
    'finds nothing, minor to critical, at $width px in the light theme and the dark',
    async ({ width, height }) => {
      const options = { viewport: { width, height }, colorScheme: 'light' as const };
      const page = await suite.signedInPage(ADMIN_EMAIL, options);
      const visitor = await (await suite.browser.newContext(options)).newPage();
      const member = await suite.signedInPage(MEMBER_EMAIL, options);
      const found = [
        ...(await findingsOn(visitor, SIGNED_OUT, ids)),
        ...(await findingsOn(member, MEMBER_SCREENS, ids)),
        ...(await findingsOn(page, SCREENS, ids)),
      ];
      expect(found.filter(([, list]) => list.length)).toEqual([]);
    },
    300_000,
  );
});
