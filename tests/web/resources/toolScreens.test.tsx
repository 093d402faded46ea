import { screen, within } from '@testing-library/react';
import { ResourceContextProvider, SimpleForm } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBeli } from '../../../common/beli';
import { ToolList } from '../../../src/resources/tool/toolScreens';
import { ToolInputs } from '../../../src/resources/tool/toolForm';
import { fakeColorScheme } from '../support/matchMedia';
import { admin, renderInAdmin } from '../support/renderInAdmin';
import { renderList } from '../support/renderList';

const updatedAt = '2026-03-04T05:06:07.000Z';
const tool = {
  id: 7,
  type: 'ghep-anh-2',
  name: 'Ghép nền',
  description: '',
  price: 1500,
  active: true,
  options: { columns: 4, tileSize: 256, background: '#ffffff', title: '', watermark: '' },
  updatedAt,
};

const renderTools = () => renderList('admin/tool', <ToolList />, [tool]);

afterEach(() => vi.unstubAllGlobals());

describe("the tools' admin list", () => {
  it("shows each tool's id before its definition's columns and its last save after them", async () => {
    fakeColorScheme();
    renderTools();
    const row = (await screen.findByText('Ghép nền', {}, { timeout: 15_000 })).closest('tr')!;
    const headers = screen
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
      .filter((text) => text && text !== 'Thao tác');
    expect(headers).toEqual(['Mã', 'Tên', 'Loại', 'Giá (BELI)', 'Đang hoạt động', 'Cập nhật']);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        '7',
        'Ghép nền',
        'Ghép ảnh nâng cao (chạy nền)',
        formatBeli(1500),
        new Date(updatedAt).toLocaleString('vi-VN'),
      ]),
    );
  }, 30_000);

  it('names each tool on a phone, its kind and price under it', async () => {
    fakeColorScheme(false, { phone: true });
    renderTools();
    await screen.findByText('Ghép nền', {}, { timeout: 15_000 });
    expect(
      screen.getByText(`Ghép ảnh nâng cao (chạy nền) · ${formatBeli(1500)}`),
    ).toBeInTheDocument();
  }, 30_000);
});

describe("a tool's form", () => {
  it('asks for its fields, then for the options every run starts from', async () => {
    fakeColorScheme();
    renderInAdmin(
      <ResourceContextProvider value="admin/tool">
        <SimpleForm record={tool}>
          <ToolInputs />
        </SimpleForm>
      </ResourceContextProvider>,
      { visitor: admin, path: '/app/admin/tool/7' },
    );
    await screen.findByLabelText(/^Số cột/, {}, { timeout: 15_000 });
    const labels = [...document.querySelectorAll('form label')].map((label) =>
      label.textContent!.replace(/\s*\*$/, ''),
    );
    expect(labels).toEqual([
      'Loại',
      'Tên',
      'Mô tả',
      'Giá (BELI)',
      'Đang hoạt động',
      'Số cột',
      'Kích thước ô (px)',
      'Màu nền',
      'Chữ đóng dấu',
      'Tiêu đề mặc định',
    ]);
    expect(screen.getByLabelText(/^Số cột/)).toHaveValue(4);
  }, 30_000);
});
