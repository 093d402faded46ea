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
const inHand = earlyListPageInHand();
if (inHand) void inHand.then(render);
else render();
