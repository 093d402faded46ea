import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualTable, type VirtualColumn } from '../../../src/lib/VirtualTable';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `Dòng ${i + 1}`,
}));
const columns: VirtualColumn<Row>[] = [
  { key: 'id', header: 'Mã', cell: (r) => r.id, width: '80px' },
  { key: 'name', header: 'Tên', cell: (r) => r.name },
];

// jsdom has no layout: the scroll box reports the height its style asks for.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return parseInt(this.style.height || getComputedStyle(this).height, 10) || 0;
  });
});
afterEach(() => vi.restoreAllMocks());

const bodyRows = () =>
  within(screen.getByTestId('virtual-table-body'))
    .getAllByRole('row')
    .map((r) => within(r).getAllByRole('cell')[1]!.textContent);

describe('VirtualTable', () => {
  it('renders 10,000 rows with only the visible ones in the DOM, at most 600 px high', () => {
    render(<VirtualTable columns={columns} rows={rows} getRowKey={(r) => r.id} label="Bảng" />);
    const table = screen.getByRole('table', { name: 'Bảng' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mã', 'Tên']);
    const body = screen.getByTestId('virtual-table-body');
    expect(body).toHaveStyle({ height: '600px' });
    const visible = bodyRows();
    // 600 / 40 = 15 rows in view, plus a small overscan.
    expect(visible.length).toBeGreaterThanOrEqual(15);
    expect(visible.length).toBeLessThan(30);
    expect(visible[0]).toBe('Dòng 1');
    expect(screen.queryByText('Dòng 10000')).toBeNull();
  });

  it('scrolls with the keyboard and renders the rows that come into view', () => {
    render(<VirtualTable columns={columns} rows={rows} getRowKey={(r) => r.id} />);
    const body = screen.getByTestId('virtual-table-body');
    vi.spyOn(body, 'scrollHeight', 'get').mockReturnValue(rows.length * 40);

    fireEvent.keyDown(body, { key: 'End' });
    fireEvent.scroll(body);
    expect(body.scrollTop).toBe(rows.length * 40 - 600);
    expect(screen.getByText('Dòng 10000')).toBeInTheDocument();
    expect(screen.queryByText('Dòng 1')).toBeNull();
    expect(bodyRows().length).toBeLessThan(30);

    fireEvent.keyDown(body, { key: 'Home' });
    fireEvent.keyDown(body, { key: 'PageDown' });
    fireEvent.keyDown(body, { key: 'ArrowDown' });
    fireEvent.scroll(body);
    expect(body.scrollTop).toBe(640);
    expect(screen.getByText('Dòng 17')).toBeInTheDocument();
  });

  it('shrinks to its rows, reports clicks, and says when it is empty', () => {
    const onRowClick = vi.fn();
    const { rerender } = render(
      <VirtualTable
        columns={columns}
        rows={rows.slice(0, 3)}
        getRowKey={(r) => r.id}
        onRowClick={onRowClick}
        empty="Không có dữ liệu"
      />,
    );
    expect(screen.getByTestId('virtual-table-body')).toHaveStyle({ height: '120px' });
    fireEvent.click(screen.getByText('Dòng 2'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1], 1);
    fireEvent.keyDown(screen.getByText('Dòng 3').closest('[role="row"]')!, { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith(rows[2], 2);

    rerender(
      <VirtualTable columns={columns} rows={[]} getRowKey={(r) => r.id} empty="Không có dữ liệu" />,
    );
    expect(screen.getByText('Không có dữ liệu')).toBeInTheDocument();
  });
});
