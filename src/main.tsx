import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './App';
import { earlyListPageInHand } from './lib/earlyListAnswer';

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
// A task later: an answer that came in while the scripts were evaluated has been taken in by then.
setTimeout(() => {
  const inHand = earlyListPageInHand();
  if (inHand) void inHand.then(render);
  else render();
});
