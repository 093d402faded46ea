import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadPath } from '../../../server/modules/uploads/service';
import { grantBeli, toolIdOf, toolsAppForFile, uploadPicture, withKey } from './support';

const t = toolsAppForFile();
let toolId: number;

/** What a refused task must leave as it was: the member's wallet and list of tasks. */
const memberState = async () => {
  const me = await t.app.inject({ url: '/api/users/me', headers: t.member });
  const tasks = await t.app.inject({
    url: `/api/tools/${toolId}/tasks`,
    query: { range: '[0,99]' },
    headers: t.member,
  });
  const { balance, held } = me.json().data;
  return { balance, held, tasks: tasks.json().length };
};

const startTask = (uploadIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tools/${toolId}/tasks`,
    headers: withKey(t.member),
    payload: { uploadIds, options: { tileSize: 64 } },
  });

beforeAll(async () => {
  toolId = await toolIdOf(t.app, t.member, 'ghep-anh-2');
  await grantBeli(t.app, t.admin, t.member, 100);
});

describe('a ghep-anh-2 task whose uploaded pictures are not all stored', () => {
  it('naming an unknown upload and someone else’s is a 400 that holds and charges nothing', async () => {
    const mine = await uploadPicture(t.app, t.member);
    const someoneElses = await uploadPicture(t.app, t.other);
    const before = await memberState();
    const refused = await startTask([mine, randomUUID(), someoneElses]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BAD_PICTURE_CHOICE',
      message: 'Không tìm thấy 2 ảnh tải lên của bạn',
    });
    expect(await memberState()).toEqual(before);
  });

  it('naming an upload whose file is no longer stored is a 400 that holds and charges nothing', async () => {
    const kept = await uploadPicture(t.app, t.member);
    const lost = await uploadPicture(t.app, t.member);
    await unlink(uploadPath(t.env.DATA_DIR, lost));
    const before = await memberState();
    const refused = await startTask([kept, lost]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BAD_PICTURE_CHOICE',
      message: '1 ảnh tải lên chưa được lưu trên máy chủ: hãy tải lại các ảnh này',
    });
    expect(await memberState()).toEqual(before);
  });
});
