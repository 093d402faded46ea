import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grantBeli, toolIdOf, toolsAppForFile, withKey } from '../tools/support';
import { readText } from '../../support/ocr';

const ctx = toolsAppForFile();

interface Skin {
  id: number;
  name: string;
  heroId: number;
}

async function demoSkins(count: number) {
  const { app, member } = ctx;
  const skins: Skin[] = (
    await app.inject({ url: '/api/skins', query: { range: `[0,${count - 1}]` }, headers: member })
  ).json();
  const heroes: { id: number; name: string }[] = (
    await app.inject({ url: '/api/heroes', query: { range: '[0,199]' }, headers: member })
  ).json();
  const heroName = new Map(heroes.map((h) => [h.id, h.name]));
  return skins.map((s) => ({ ...s, heroName: heroName.get(s.heroId)! }));
}

const balance = async () =>
  (await ctx.app.inject({ url: '/api/users/me', headers: ctx.member })).json().data
    .balance as number;

describe('the account list matched to the catalogue', () => {
  it('matches with or without the hero, folded, and lists what it does not know', async () => {
    const [a, b] = await demoSkins(2);
    const fold = (text: string) =>
      text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').toUpperCase();
    const text = `${a!.heroName} ${a!.name}\n${fold(b!.name)}, Không Có Trang Phục Này`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/skins/match',
      headers: ctx.member,
      payload: { text },
    });
    expect(response.statusCode).toBe(200);
    const { matched, ambiguous, unknown } = response.json().data;
    const sure = [
      ...matched.map((m: { skin: Skin }) => m.skin.id),
      ...ambiguous.flatMap((m: { skins: Skin[] }) => m.skins.map((s) => s.id)),
    ];
    expect(sure).toEqual(expect.arrayContaining([a!.id, b!.id]));
    expect(matched[0]).toMatchObject({ line: 1, skin: { id: a!.id, heroName: a!.heroName } });
    expect(unknown).toEqual([{ line: 2, text: 'Không Có Trang Phục Này' }]);
  });

  it('reads a checker’s CSV by its column, and asks for one it does not know', async () => {
    const [a] = await demoSkins(1);
    const csv = `STT,Tướng,Tên skin\n1,${a!.heroName},"${a!.name}"\n`;
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/skins/match',
      headers: ctx.member,
      payload: { csv },
    });
    expect(read.json().data.matched[0]).toMatchObject({ line: 2, skin: { id: a!.id } });
    const unknownColumn = await ctx.app.inject({
      method: 'POST',
      url: '/api/skins/match',
      headers: ctx.member,
      payload: { csv: 'a,b\n1,2\n' },
    });
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().message).toBe(
      'Không nhận ra cột tên trang phục; hãy chọn một cột: a, b',
    );
  });
});

describe('a showcase run and task', () => {
  it('quotes per card with the minimum, charges exactly the quote, and a re-run keeps the first picture', async () => {
    const { app, admin, member } = ctx;
    await grantBeli(app, admin, member, 10_000);
    const toolId = await toolIdOf(app, member, 'ghep-anh');
    const tool = (await app.inject({ url: `/api/tools/${toolId}`, headers: member })).json();
    const skins = await demoSkins(12);
    const body = {
      skinIds: skins.map((s) => s.id),
      showcase: { rank: 'Cao Thủ', vouchers: 250, code: 'ACC7' },
    };
    const preview = await app.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/preview`,
      headers: member,
      payload: body,
    });
    expect(preview.statusCode).toBe(200);
    const quote = preview.json().data.price;
    expect(quote).toBe(tool.price * 12);
    const small = await app.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/preview`,
      headers: member,
      payload: { ...body, skinIds: body.skinIds.slice(0, 3) },
    });
    expect(small.json().data.price).toBe(tool.price * 10);

    const before = await balance();
    const first = await app.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/runs`,
      headers: withKey(member),
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.price).toBe(quote);
    expect(await balance()).toBe(before - quote);
    const firstImage = (await app.inject({ url: first.json().data.imageUrl, headers: member }))
      .rawPayload;
    const heroes = new Set(skins.map((s) => s.heroId)).size;
    const { width } = await sharp(firstImage).metadata();
    const header = await readText(firstImage, { left: 0, top: 0, width: width!, height: 120 });
    expect(header).toContain(`Tướng ${heroes} / Trang phục 12`);

    const again = await app.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/runs`,
      headers: withKey(member),
      payload: body,
    });
    expect(again.json().data.id).not.toBe(first.json().data.id);
    const stillFirst = await app.inject({ url: first.json().data.imageUrl, headers: member });
    expect(stillFirst.rawPayload.equals(firstImage)).toBe(true);
  });

  it('holds exactly the quote for a ghep-anh-2 showcase task', async () => {
    const { app, admin, member } = ctx;
    await grantBeli(app, admin, member, 10_000);
    const toolId = await toolIdOf(app, member, 'ghep-anh-2');
    const tool = (await app.inject({ url: `/api/tools/${toolId}`, headers: member })).json();
    const skins = await demoSkins(15);
    const task = await app.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/tasks`,
      headers: withKey(member),
      payload: { skinIds: skins.map((s) => s.id), showcase: { frame: 'gold' } },
    });
    expect(task.statusCode).toBe(201);
    expect(task.json().data.price).toBe(tool.price * 15);
  });

  it('refuses a showcase of another member’s upload or of the same skin twice, changing nothing', async () => {
    const { app, member } = ctx;
    const toolId = await toolIdOf(app, member, 'ghep-anh');
    const [a] = await demoSkins(1);
    const twice = await app.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/preview`,
      headers: member,
      payload: { skinIds: [a!.id, a!.id], showcase: {} },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`Trang phục bị chọn hai lần: ${a!.id}`);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/preview`,
      headers: member,
      payload: { skinIds: [a!.id], showcase: { avatar: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(foreign.statusCode).toBe(400);
  });
});
