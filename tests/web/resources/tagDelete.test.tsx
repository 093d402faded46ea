import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TagDeleteButton } from '../../../src/resources/tags/TagDeleteButton';
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
  });
});
