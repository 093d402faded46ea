// react-admin's error page, loaded when one is shown: its title editor brings MUI's text inputs.
export { Error as ErrorPage } from 'react-admin';
