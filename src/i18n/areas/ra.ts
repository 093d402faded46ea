import englishMessages from 'ra-language-english';

/** react-admin's own messages. */
export const raMessages = { ra: englishMessages.ra };
