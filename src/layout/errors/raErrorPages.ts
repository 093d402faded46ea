// react-admin's error pages, loaded when one is shown: their title editor brings MUI's text inputs.
export { AuthenticationError, Error as ErrorPage } from 'react-admin';
