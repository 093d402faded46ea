/** What an audit event keeps in place of a secret: the app offers no way to put it back. */
export const REDACTED = '[đã ẩn]';
/** What an audit event keeps, after a write, in place of a secret that the write changed. */
export const SECRET_CHANGED = '[đã thay đổi]';
