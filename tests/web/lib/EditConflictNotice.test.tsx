import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Edit, ResourceContextProvider, SimpleForm, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditConflictNotice } from '../../../src/lib/EditConflictNotice';
import { admin, renderInAdmin } from '../support/renderInAdmin';

const read = {
  id: 5,
  slug: 'valhein',
  name: 'Valhein',
  title: '',
  tags: [1],
  active: true,
  updatedAt: '2026-11-25T10:00:00.000Z',
};
const savedMeanwhile = {
  ...read,
  title: 'Thợ săn quỷ',
  active: false,
  updatedAt: '2026-11-25T10:05:00.123Z',
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('an edit someone else saved meanwhile', () => {
  it('sends the version it read, lists what the other save changed, and reloads its values keeping what was typed elsewhere', async () => {
    let current = read;
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') return answer(current);
      current = savedMeanwhile;
      return answer(
        { message: 'Bản ghi đã được người khác sửa', code: 'EDIT_CONFLICT', current },
        409,
      );
    });
    vi.stubGlobal('fetch', fetch);
    renderInAdmin(
      <ResourceContextProvider value="admin/aov/heroes">
        <Edit id={5} mutationMode="pessimistic">
          <SimpleForm>
            <EditConflictNotice />
            <TextInput source="name" />
            <TextInput source="title" />
          </SimpleForm>
        </Edit>
      </ResourceContextProvider>,
      { visitor: admin, path: '/app/admin/aov/heroes/edit/5' },
    );
    const name = await screen.findByDisplayValue('Valhein');
    await userEvent.type(name, ' mới');
    await userEvent.type(screen.getByLabelText('Danh hiệu'), 'Cung thủ');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Người khác vừa sửa bản ghi này');
    const changes = screen.getByRole('list', {
      name: 'Họ đã đổi các trường sau (giá trị hiện tại):',
    });
    expect([...changes.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Danh hiệu: Thợ săn quỷ',
      'Đang dùng: Không',
    ]);
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(new Headers(put[1]!.headers).get('If-Match')).toBe('"2026-11-25T10:00:00.000Z"');

    await userEvent.click(screen.getByRole('button', { name: 'Tải lại giá trị mới' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(screen.getByLabelText('Danh hiệu')).toHaveValue('Thợ săn quỷ'));
    await waitFor(() => expect(screen.getByLabelText('Tên tướng')).toHaveValue('Valhein mới'));
    expect(screen.getByText(/^Đã tải giá trị mới\./).closest('[role=status]')).toHaveTextContent(
      'Đã tải giá trị mới. Giữ những gì bạn đã gõ ở: Tên tướng. ' +
        'Thay bằng giá trị mới ở: Danh hiệu (cả hai người cùng sửa).',
    );
  });
});
