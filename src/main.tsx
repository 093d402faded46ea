import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// The early script (the page also starts it on its own, ahead of the app's files); it runs once.
import './providers/early';
import { router } from './App';
import { earlyListPageInHand } from './lib/earlyListAnswer';
import { listPageCodeInHand } from './resources/preloadListPage';

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
// A task later: an answer that came in while the scripts were evaluated has been taken in by then.
// The list's code, on its way, is waited for too.
setTimeout(() => {
  const waits = [earlyListPageInHand(), listPageCodeInHand()].filter((wait) => wait !== null);
  if (waits.length) void Promise.all(waits).then(render);
  else render();
});
