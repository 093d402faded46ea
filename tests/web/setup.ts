import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Beside the browser files a render takes a few times longer than alone: findBy and waitFor wait
// for what a user would see up to 5 s instead of Testing Library's 1 s (never longer on a pass).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
