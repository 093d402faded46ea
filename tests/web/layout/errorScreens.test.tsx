import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UncaughtErrorBoundary } from '../../../src/layout/errors/UncaughtErrorBoundary';
import { NotFoundPage } from '../../../src/layout/errors/NotFoundPage';
import { GenericErrorPage } from '../../../src/layout/errors/GenericErrorPage';
import { forgetPublicConfig } from '../../../src/lib/publicConfig';
import { LocationProbe, stubPublicConfig } from '../support/renderInAdmin';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  forgetPublicConfig();
});

function BrokenWidget(): never {
  throw new Error('Hỏng rồi');
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={['/app', path]} initialIndex={1}>
      <UncaughtErrorBoundary>
        <Routes>
          <Route path="/app" element={<p>Trang chủ đây</p>} />
          <Route path="/app/broken" element={<BrokenWidget />} />
          <Route path="/app/admin/*" element={<NotFoundPage />} />
          <Route path="/app/failed" element={<GenericErrorPage />} />
        </Routes>
      </UncaughtErrorBoundary>
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('uncaught-error screen', () => {
  it('shows the reporting guide, the support e-mail and both stacks, and logs the error', async () => {
    stubPublicConfig({ SUPPORT_EMAIL: 'hotro@beli.test' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/app/broken');

    expect(screen.getByRole('heading', { name: 'Đã xảy ra lỗi!' })).toBeInTheDocument();
    expect(screen.getByText('Hướng dẫn báo lỗi:')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps[0]).toBe('Chụp màn hình toàn bộ thông báo lỗi.');
    expect(steps[2]).toBe('Mô tả ngắn gọn các bước đã dẫn đến lỗi.');
    expect(await screen.findByTestId('support-email')).toHaveAttribute(
      'href',
      'mailto:hotro@beli.test',
    );
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(
      'Gửi ảnh chụp đến địa chỉ email hỗ trợ: hotro@beli.test',
    );
    expect(screen.getByText('Chúng tôi sẽ phản hồi trong vòng 24 giờ.')).toBeInTheDocument();
    expect(screen.getByText('Chi tiết lỗi:')).toBeInTheDocument();
    expect(screen.getByTestId('error-stack')).toHaveTextContent('Error: Hỏng rồi');
    expect(screen.getByTestId('component-stack')).toHaveTextContent('BrokenWidget');
    expect(consoleError).toHaveBeenCalledWith(
      'Uncaught error:',
      expect.objectContaining({ message: 'Hỏng rồi' }),
      expect.stringContaining('BrokenWidget'),
    );
  });

  it('"Quay lại trang chủ" clears the error and goes to /app', async () => {
    stubPublicConfig({});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/app/broken');
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại trang chủ' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
    expect(screen.getByText('Trang chủ đây')).toBeInTheDocument();
    expect(screen.queryByText('Đã xảy ra lỗi!')).toBeNull();
  });

  it('clears an error that happened on /app itself', () => {
    stubPublicConfig({});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function FlakyHome() {
      if (broken) throw new Error('Lỗi tạm thời');
      return <p>Đã ổn</p>;
    }
    render(
      <MemoryRouter initialEntries={['/app']}>
        <UncaughtErrorBoundary>
          <FlakyHome />
        </UncaughtErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Đã xảy ra lỗi!')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại trang chủ' }));
    expect(screen.getByText('Đã ổn')).toBeInTheDocument();
  });
});

describe('404 and generic error pages', () => {
  it('shows 404 texts under /app/admin and goes back', () => {
    renderAt('/app/admin/khong-co');
    expect(screen.getByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Không tìm thấy trang')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
  });

  it('shows the generic error texts with a back button', () => {
    renderAt('/app/failed');
    expect(screen.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeInTheDocument();
    expect(screen.getByText('Vui lòng thử lại sau')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeInTheDocument();
  });
});
