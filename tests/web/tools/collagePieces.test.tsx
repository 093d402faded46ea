import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { BasenameContextProvider, I18nContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { CollageChoice } from '../../../common/tools';
import { CollageOptionsForm } from '../../../src/pages/tool/collage/CollageOptionsForm';
import { SelectedPictures } from '../../../src/pages/tool/collage/SelectedPictures';
import { SubmitError } from '../../../src/pages/tool/collage/SubmitError';

const wrap = (children: ReactNode) => (
  <MemoryRouter>
    <BasenameContextProvider basename="/app">
      <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
    </BasenameContextProvider>
  </MemoryRouter>
);

function Selection() {
  const [items, setItems] = useState(['Valhein', 'Violet', 'Krixi']);
  return (
    <SelectedPictures
      title="Trang phục"
      items={items}
      toPicture={(name) => ({ key: name, name })}
      onChange={setItems}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Trang phục' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, ''));

describe('the collage selection', () => {
  it('moves a picture up and down and takes one out', async () => {
    const user = userEvent.setup();
    render(wrap(<Selection />));
    expect(order()).toEqual(['Valhein', 'Violet', 'Krixi']);
    await user.click(screen.getByRole('button', { name: 'Đưa lên Krixi' }));
    expect(order()).toEqual(['Valhein', 'Krixi', 'Violet']);
    await user.click(screen.getByRole('button', { name: 'Đưa xuống Valhein' }));
    expect(order()).toEqual(['Krixi', 'Valhein', 'Violet']);
    expect(screen.getByRole('button', { name: 'Đưa lên Krixi' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Bỏ Valhein' }));
    expect(order()).toEqual(['Krixi', 'Violet']);
  });
});

describe('a refused submission', () => {
  it('says "Số dư không đủ" with the way to the top-up page', () => {
    render(wrap(<SubmitError failure={{ message: 'x', code: 'INSUFFICIENT_BALANCE' }} />));
    expect(screen.getByRole('alert')).toHaveTextContent('Số dư không đủ');
    expect(screen.getByRole('link', { name: 'Nạp tiền' })).toHaveAttribute('href', '/app/payment');
  });

  it("shows the server's own message otherwise, without a top-up link", () => {
    const message = 'Không đọc được ảnh thứ 3: tệp bị hỏng hoặc không phải ảnh';
    render(wrap(<SubmitError failure={{ message, code: 'BAD_PICTURE' }} />));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

function Options() {
  const [choice, setChoice] = useState<CollageChoice>({});
  return (
    <CollageOptionsForm
      defaults={{ columns: 5, tileSize: 200, background: '#1e1e2e', title: '', watermark: '' }}
      value={choice}
      onChange={setChoice}
    />
  );
}

describe('the collage options', () => {
  it("shows the background's hex code beside its swatch, the tool's until one is chosen", () => {
    render(wrap(<Options />));
    const background = screen.getByLabelText('Màu nền');
    expect(background.closest('.MuiInputBase-root')).toHaveTextContent('#1E1E2E');
    fireEvent.change(background, { target: { value: '#ff8800' } });
    expect(background.closest('.MuiInputBase-root')).toHaveTextContent('#FF8800');
  });
});
