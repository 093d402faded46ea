import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ListContextProvider,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type Identifier,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HeroDeleteButton } from '../../../src/resources/heroes/heroDelete';
import { TagBulkDeleteButton, TagDeleteButton } from '../../../src/resources/tags/tagDelete';
import { ToolBulkDeleteButton, ToolDeleteButton } from '../../../src/resources/tools/toolDelete';
import { admin, renderInAdmin } from '../support/renderInAdmin';

/** Renders a delete button in its resource (and a record or a selection), clicks it: the dialog. */
async function openDialog(
  resource: string,
  button: ReactNode,
  methods: Record<string, unknown>,
  { record, selectedIds }: { record?: RaRecord; selectedIds?: Identifier[] },
) {
  const list = { selectedIds, onUnselectItems: () => {} } as unknown as ListControllerResult;
  renderInAdmin(
    <ResourceContextProvider value={resource}>
      {record ? (
        <RecordContextProvider value={record}>{button}</RecordContextProvider>
      ) : (
        <ListContextProvider value={list}>{button}</ListContextProvider>
      )}
    </ResourceContextProvider>,
    { visitor: admin, dataProvider: testDataProvider(methods as never) },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
  return screen.findByRole('dialog');
}

describe('deleting a tag that heroes use', () => {
  it('says how many heroes have it and deletes only once confirmed', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 3 }));
    const deleteMock = vi.fn(async () => ({ data: { id: 4 } }));
    const dialog = await openDialog(
      'admin/aov/tags',
      <TagDeleteButton />,
      { getList, delete: deleteMock },
      {
        record: { id: 4, name: 'Xạ thủ' },
      },
    );
    expect(dialog).toHaveTextContent('Xóa thẻ "Xạ thủ"?');
    expect(dialog).toHaveTextContent('Thẻ này đang gắn với 3 tướng');
    expect(getList).toHaveBeenCalledWith(
      'admin/aov/heroes',
      expect.objectContaining({ filter: { tagId: 4 } }),
    );
    expect(deleteMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(deleteMock).toHaveBeenCalled());
    // The first dialog of the file loads MUI's modal parts: slow on a loaded machine.
  }, 20_000);
});

describe('deleting several tags at once', () => {
  it('says how many heroes have any of them and deletes only once confirmed', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 5 }));
    const deleteMany = vi.fn(async () => ({ data: [4, 6] }));
    const dialog = await openDialog(
      'admin/aov/tags',
      <TagBulkDeleteButton />,
      { getList, deleteMany },
      {
        selectedIds: [4, 6],
      },
    );
    expect(dialog).toHaveTextContent('Xóa 2 thẻ đã chọn?');
    await vi.waitFor(() =>
      expect(dialog).toHaveTextContent('Các thẻ đã chọn đang gắn với 5 tướng'),
    );
    expect(getList).toHaveBeenCalledWith(
      'admin/aov/heroes',
      expect.objectContaining({ filter: { tagId: [4, 6] } }),
    );
    expect(deleteMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() =>
      expect(deleteMany).toHaveBeenCalledWith(
        'admin/aov/tags',
        expect.objectContaining({ ids: [4, 6] }),
      ),
    );
  });
});

describe('deleting a hero that has skins', () => {
  it('says how many skins keep it, offers no delete that would fail, and links to them', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 2 }));
    const deleteMock = vi.fn(async () => ({ data: { id: 9 } }));
    const dialog = await openDialog(
      'admin/aov/heroes',
      <HeroDeleteButton />,
      { getList, delete: deleteMock },
      { record: { id: 9, name: 'Lữ Bố' } },
    );
    expect(dialog).toHaveTextContent('Xóa tướng "Lữ Bố"?');
    await vi.waitFor(() =>
      expect(dialog).toHaveTextContent('Tướng này còn 2 trang phục nên không xóa được'),
    );
    expect(getList).toHaveBeenCalledWith(
      'admin/aov/skins',
      expect.objectContaining({ filter: { heroId: 9 } }),
    );
    expect(within(dialog).getByRole('button', { name: 'Xóa' })).toBeDisabled();
    const link = within(dialog).getByRole('link', { name: 'Xem 2 trang phục' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toBe(
      '/admin/aov/skins?filter={"heroId":9}',
    );
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('deletes a hero without skins once confirmed', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const deleteMock = vi.fn(async () => ({ data: { id: 9 } }));
    const dialog = await openDialog(
      'admin/aov/heroes',
      <HeroDeleteButton />,
      { getList, delete: deleteMock },
      {
        record: { id: 9, name: 'Lữ Bố' },
      },
    );
    await vi.waitFor(() => expect(dialog).toHaveTextContent('Tướng này chưa có trang phục nào.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(deleteMock).toHaveBeenCalled());
  });
});

describe('deleting tools', () => {
  it('says how many runs and tasks use a tool and offers to switch it off instead', async () => {
    const toolUsage = vi.fn(async () => ({ runs: 12, tasks: 3 }));
    const getMany = vi.fn(async () => ({ data: [{ id: 2, name: 'Ghép ảnh', active: true }] }));
    const updateMany = vi.fn(async () => ({ data: [2] }));
    const deleteMock = vi.fn(async () => ({ data: { id: 2 } }));
    const dialog = await openDialog(
      'admin/tool',
      <ToolDeleteButton />,
      {
        toolUsage,
        getMany,
        updateMany,
        delete: deleteMock,
      },
      {
        record: { id: 2, name: 'Ghép ảnh', active: true },
      },
    );
    expect(dialog).toHaveTextContent('Xóa công cụ "Ghép ảnh"?');
    await vi.waitFor(() =>
      expect(dialog).toHaveTextContent('Công cụ này đã có 12 lượt chạy và 3 tác vụ'),
    );
    expect(toolUsage).toHaveBeenCalledWith([2]);
    expect(within(dialog).getByRole('button', { name: 'Xóa' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tắt công cụ' }));
    await vi.waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith(
        'admin/tool',
        expect.objectContaining({ ids: [2], data: { active: false } }),
      ),
    );
    expect(deleteMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes the selected tools once confirmed when nobody used them', async () => {
    const toolUsage = vi.fn(async () => ({ runs: 0, tasks: 0 }));
    const deleteMany = vi.fn(async () => ({ data: [5, 6] }));
    const dialog = await openDialog(
      'admin/tool',
      <ToolBulkDeleteButton />,
      { toolUsage, deleteMany },
      {
        selectedIds: [5, 6],
      },
    );
    expect(dialog).toHaveTextContent('Xóa 2 công cụ đã chọn?');
    await vi.waitFor(() =>
      expect(dialog).toHaveTextContent('Chưa ai dùng các công cụ đã chọn. Xóa hẳn chúng?'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() =>
      expect(deleteMany).toHaveBeenCalledWith(
        'admin/tool',
        expect.objectContaining({ ids: [5, 6] }),
      ),
    );
  });
});
