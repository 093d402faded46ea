/** /app/tutorial */
export { TutorialPage } from './TutorialPage';
