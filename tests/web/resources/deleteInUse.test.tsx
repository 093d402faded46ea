import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ListContextProvider,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { HeroDeleteButton } from '../../../src/resources/aovHeroes/heroDelete';
import { TagBulkDeleteButton, TagDeleteButton } from '../../../src/resources/aovTags/tagDelete';
import { admin, renderInAdmin } from '../support/renderInAdmin';

describe('deleting a tag that heroes use', () => {
  it('says how many heroes have it and deletes only once confirmed', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 3 }));
    const deleteMock = vi.fn(async () => ({ data: { id: 4 } }));
    renderInAdmin(
      <ResourceContextProvider value="admin/aov/tags">
        <RecordContextProvider value={{ id: 4, name: 'Xạ thủ' }}>
          <TagDeleteButton />
        </RecordContextProvider>
      </ResourceContextProvider>,
      {
        visitor: admin,
        dataProvider: testDataProvider({ getList, delete: deleteMock } as never),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Xóa thẻ "Xạ thủ"?');
    expect(dialog).toHaveTextContent('Thẻ này đang gắn với 3 tướng');
    expect(getList).toHaveBeenCalledWith(
      'admin/aov/heroes',
      expect.objectContaining({ filter: { tagId: 4 } }),
    );
    expect(deleteMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await vi.waitFor(() => expect(deleteMock).toHaveBeenCalled());
    // The first dialog of the file loads MUI's modal parts: slow on a loaded machine.
  }, 20_000);
});

describe('deleting several tags at once', () => {
  it('says how many heroes have any of them and deletes only once confirmed', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 5 }));
    const deleteMany = vi.fn(async () => ({ data: [4, 6] }));
    renderInAdmin(
      <ResourceContextProvider value="admin/aov/tags">
        <ListContextProvider
          value={
            { selectedIds: [4, 6], onUnselectItems: () => {} } as unknown as ListControllerResult
          }
        >
          <TagBulkDeleteButton />
        </ListContextProvider>
      </ResourceContextProvider>,
      {
        visitor: admin,
        dataProvider: testDataProvider({ getList, deleteMany } as never),
      },
    );
    await vi.waitFor(() => expect(getList).toHaveBeenCalled());
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() =>
      expect(dialog).toHaveTextContent('Các thẻ đã chọn đang gắn với 5 tướng'),
    );
    expect(getList).toHaveBeenCalledWith(
      'admin/aov/heroes',
      expect.objectContaining({ filter: { tagId: [4, 6] } }),
    );
    expect(deleteMany).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await vi.waitFor(() =>
      expect(deleteMany).toHaveBeenCalledWith(
        'admin/aov/tags',
        expect.objectContaining({ ids: [4, 6] }),
      ),
    );
  });
});

describe('deleting a hero that has skins', () => {
  it('says how many skins the hero has before asking', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 2 }));
    renderInAdmin(
      <ResourceContextProvider value="admin/aov/heroes">
        <RecordContextProvider value={{ id: 9, name: 'Lữ Bố' }}>
          <HeroDeleteButton />
        </RecordContextProvider>
      </ResourceContextProvider>,
      { visitor: admin, dataProvider: testDataProvider({ getList } as never) },
    );
    await vi.waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'admin/aov/skins',
        expect.objectContaining({ filter: { heroId: 9 } }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Xóa tướng "Lữ Bố"?');
    expect(dialog).toHaveTextContent('Tướng này có 2 trang phục');
  });
});
