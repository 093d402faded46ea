/** The page's meta tag naming the build's chunk of list code (written by vite.config.ts). */
export const LIST_CODE_META = 'beli-list-code';
