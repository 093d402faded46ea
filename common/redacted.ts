/** What an audit event keeps in place of a secret: the app offers no way to put it back. */
export const REDACTED = '[đã ẩn]';
