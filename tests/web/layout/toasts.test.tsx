import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  useNotify,
  useUpdate,
  type DataProvider,
  type NotificationType,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../src/layout/toasts/ToastHost';
import { ToastNotification } from '../../../src/layout/toasts/ToastNotification';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { fakeAuthProvider, member } from '../support/renderInAdmin';

function Notifier({ count, type = 'info' }: { count: number; type?: NotificationType }) {
  const notify = useNotify();
  return (
    <button
      onClick={() => {
        for (let i = 1; i <= count; i++) notify(`Thông báo ${i}`, { type });
      }}
    >
      Báo
    </button>
  );
}

function Renamer() {
  const [update] = useUpdate();
  const notify = useNotify();
  return (
    <button
      onClick={() =>
        update(
          'heroes',
          { id: 1, data: { name: 'Mới' }, previousData: { id: 1, name: 'Cũ' } },
          {
            mutationMode: 'undoable',
            onSuccess: () =>
              notify('ra.notification.updated', {
                undoable: true,
                messageArgs: { smart_count: 1 },
              }),
          },
        )
      }
    >
      Đổi tên
    </button>
  );
}

function renderWithToasts(ui: React.ReactNode, dataProvider?: DataProvider) {
  return render(
    <MemoryRouter>
      <AdminContext
        authProvider={fakeAuthProvider(member)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
      >
        {ui}
        <ToastNotification />
        <ToastHost theme="light" />
      </AdminContext>
    </MemoryRouter>,
  );
}

const toasts = () => document.querySelectorAll('.Toastify__toast');

/** jsdom runs no CSS animations: end them as the browser would, then let the toast collapse. */
async function endAnimations(selector: string) {
  for (const element of document.querySelectorAll(selector)) fireEvent.animationEnd(element);
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
}

describe('toasts', () => {
  it('turn react-admin notifications into toasts, three at most at once, top-right', async () => {
    renderWithToasts(<Notifier count={5} type="warning" />);
    fireEvent.click(screen.getByText('Báo'));
    await waitFor(() => expect(toasts()).toHaveLength(3));
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(document.querySelector('.Toastify__toast--warning')).not.toBeNull();
    expect(document.querySelector('.Toastify__progress-bar')).not.toBeNull();
    expect(screen.getByText('Thông báo 1')).toBeInTheDocument();
    expect(screen.queryByText('Thông báo 4')).toBeNull();
  });

  it('translate react-admin messages into Vietnamese', async () => {
    function Translated() {
      const notify = useNotify();
      return (
        <button onClick={() => notify('ra.notification.http_error', { type: 'error' })}>Lỗi</button>
      );
    }
    renderWithToasts(<Translated />);
    fireEvent.click(screen.getByText('Lỗi'));
    expect(await screen.findByText('Lỗi kết nối máy chủ')).toBeInTheDocument();
  });

  it('keep undoable edits undoable: undo rolls back, nothing reaches the server', async () => {
    const update = vi.fn(async () => ({ data: { id: 1, name: 'Mới' } }));
    renderWithToasts(<Renamer />, { update } as unknown as DataProvider);
    fireEvent.click(screen.getByText('Đổi tên'));
    fireEvent.click(await screen.findByRole('button', { name: 'Hoàn tác' }));
    await endAnimations('.Toastify__toast');
    expect(toasts()).toHaveLength(0);
    expect(update).not.toHaveBeenCalled();
  });

  it('send an undoable edit once its toast closes by itself', async () => {
    const update = vi.fn(async () => ({ data: { id: 1, name: 'Mới' } }));
    renderWithToasts(<Renamer />, { update } as unknown as DataProvider);
    fireEvent.click(screen.getByText('Đổi tên'));
    expect(await screen.findByText('Đã cập nhật')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await endAnimations('.Toastify__progress-bar');
    await endAnimations('.Toastify__toast');
    expect(toasts()).toHaveLength(0);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });
});
