/** /app: the home page and its cards (the menu shows the same ones). */
export { HomePage } from './HomePage';
export { homeCards } from './homeCards';
