import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TaskPage } from '../../../src/pages/tool/ghepAnh2/TaskPage';
import { member, renderInAdmin } from '../support/renderInAdmin';

describe('a task page for an id that is not a task number', () => {
  it('says the page was not found instead of "Tác vụ #NaN"', async () => {
    renderInAdmin(
      <Routes>
        <Route path="/app/tool/ghep-anh-2/:toolId/:taskId" element={<TaskPage />} />
      </Routes>,
      { visitor: member, path: '/app/tool/ghep-anh-2/1/abc' },
    );
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(screen.queryByText(/NaN/)).toBeNull();
  });
});
