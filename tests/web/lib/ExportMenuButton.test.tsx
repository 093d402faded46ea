import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportMenuButton } from '../../../src/lib/ExportListButton';
import { admin, renderInAdmin } from '../support/renderInAdmin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FILE = 'Tướng_2026-11-24.csv';

/** The edge of this test: GET /api/heroes/export, streamed in the chunks the test sends. */
function stubExport() {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'x-total-count': '4',
          'content-disposition': `attachment; filename="Tuong_2026-11-24.csv"; filename*=UTF-8''${encodeURIComponent(FILE)}`,
        },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, push: (text: string) => push(text), end: () => end() };
}

/** jsdom saves nothing: the names of the files the button would save. */
function stubSaving() {
  const names: string[] = [];
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

describe('the export button', () => {
  it('asks the server for the filtered list, shows rows received against the total, and saves under its file name', async () => {
    const server = stubExport();
    const saved = stubSaving();

    renderInAdmin(
      <ExportMenuButton
        path="heroes"
        filter={{ q: 'lữ' }}
        sort={{ field: 'name', order: 'DESC' }}
      />,
      { visitor: admin },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Xuất tệp' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalled());
    const url = new URL(String(server.fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/heroes/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'xlsx',
      filter: '{"q":"lữ"}',
      sort: '["name","DESC"]',
    });
    server.end();
    await waitFor(() => expect(saved).toEqual([FILE]));
  });

  it('shows CSV progress as rows arrive', async () => {
    const server = stubExport();
    const saved = stubSaving();
    renderInAdmin(<ExportMenuButton path="heroes" />, { visitor: admin });
    fireEvent.click(screen.getByRole('button', { name: 'Xuất tệp' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV (UTF-8)' }));

    server.push('\uFEFFTên tướng,Slug\r\nLữ Bố,lu-bo\r\n');
    await screen.findByText('Đã nhận 1 / 4 dòng');
    expect(screen.getByRole('progressbar', { name: 'Tiến độ xuất tệp' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    server.push('Ngộ Không,ngo-khong\r\nValhein,valhein\r\nVioletta,violetta\r\n');
    await screen.findByText('Đã nhận 4 / 4 dòng');
    expect(screen.getByRole('button', { name: 'Xuất tệp' })).toBeDisabled();
    server.end();
    await waitFor(() => expect(saved).toEqual([FILE]));
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
  });
});
