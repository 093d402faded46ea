/** /app: the home page and its cards (the menu shows the same ones). */
export { homeCards } from './homeCards';
