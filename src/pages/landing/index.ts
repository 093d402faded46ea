/** / : the public landing page. */
export { LandingPage } from './LandingPage';
