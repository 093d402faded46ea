import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { GroupMembers } from '../../../src/resources/permission/GroupMembers';
import { admin, renderInAdmin } from '../support/renderInAdmin';

const member = { id: 2, name: 'Thành viên demo', email: 'member@beli.local', avatarUrl: null };

const renderGroup = (members: unknown[]) =>
  renderInAdmin(
    <RecordContextProvider value={{ id: 9, name: 'Nhóm mới', members }}>
      <GroupMembers />
    </RecordContextProvider>,
    { visitor: admin, path: '/app/admin/permission/group/9' },
  );

describe('"Thêm hoặc bớt thành viên" on a group page', () => {
  it('opens every user for a new group, so someone can be added', async () => {
    renderGroup([]);
    const link = await screen.findByRole('link', { name: 'Thêm hoặc bớt thành viên' });
    expect(link.getAttribute('href')).toMatch(/\/admin\/user$/);
  });

  it("opens the group's members when it has some, to remove them", async () => {
    renderGroup([member]);
    const link = await screen.findByRole('link', { name: 'Thêm hoặc bớt thành viên' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toMatch(
      /\/admin\/user\?filter=\{"groupId":9\}$/,
    );
  });
});
