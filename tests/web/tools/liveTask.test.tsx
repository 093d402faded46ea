import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../src/providers/answers';
import { LiveTask } from '../../../src/pages/tool/ghepAnh2/LiveTask';
import { member, renderInAdmin } from '../support/renderInAdmin';

const task = (status: Task['status'], progress: number): Task => ({
  id: 7,
  toolId: 2,
  userId: 3,
  price: 50,
  transactionId: 11,
  width: null,
  height: null,
  tileCount: 12,
  createdAt: '2026-11-23T08:00:00Z',
  imageUrl: null,
  thumbnailUrl: null,
  status,
  progress,
  free: false,
  error: null,
  refundTransactionId: null,
  heldAmount: status === 'running' || status === 'queued' ? 50 : null,
  startedAt: null,
  finishedAt: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The edge of this test: GET /api/tasks/7 answering each call in turn. */
function answerTaskReads(...answers: (() => Response)[]) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const dropped = () => {
  throw new TypeError('Failed to fetch');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live task', () => {
  it('keeps the last progress through a dropped connection, says so, and carries on', async () => {
    answerTaskReads(
      () => json(200, { data: task('running', 40) }),
      dropped,
      () => json(200, { data: task('succeeded', 100) }),
    );
    renderInAdmin(<LiveTask taskId={7} />, { visitor: member });

    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.getByTestId('task-held')).toHaveTextContent(
      'Đang giữ 50 BELI: chỉ bị trừ khi tác vụ thành công, thất bại thì trả lại.',
    );
    expect(
      await screen.findByText('Mất kết nối, đang thử lại…', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('task-status')).toHaveTextContent('Hoàn tất'), {
      timeout: 5000,
    });
    expect(screen.queryByText('Mất kết nối, đang thử lại…')).not.toBeInTheDocument();
    expect(screen.queryByTestId('task-held')).not.toBeInTheDocument();
  });

  it('stops and shows the refusal when the task is not the visitor’s (403)', async () => {
    const fetchMock = answerTaskReads(() =>
      json(403, { message: 'Bạn không có quyền thực hiện thao tác này', code: 'FORBIDDEN' }),
    );
    renderInAdmin(<LiveTask taskId={7} />, { visitor: member });

    expect(
      await screen.findByText('Bạn không có quyền thực hiện thao tác này'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
