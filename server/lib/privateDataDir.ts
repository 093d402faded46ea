import { chmodSync, mkdirSync, statSync } from 'node:fs';

/** Leaves the group and other bits off whatever the process creates: directories 0700, files 0600. */
const OWNER_ONLY = 0o077;

/** From here on the process creates directories 0700 and files 0600. */
export const createOwnerOnly = () => void process.umask(OWNER_ONLY);

/**
 * DATA_DIR holds the embedded database, the uploads, the tool results and the generated JWT
 * secret: the server's user alone may read it. From here on the process creates everything
 * owner-only (the umask holds for PGlite's worker and sharp too); DATA_DIR is made 0700, and one
 * already open to others is closed, with a warning, which puts all it holds out of their reach.
 */
export function keepDataDirPrivate(dataDir: string, warn: (message: string) => void): void {
  createOwnerOnly();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = statSync(dataDir).mode & 0o777;
  if (mode & OWNER_ONLY) {
    chmodSync(dataDir, 0o700);
    warn(
      `DATA_DIR (${dataDir}) mở cho người dùng khác (quyền ${mode.toString(8)}): ` +
        'đã đổi thành 700, chỉ người dùng chạy máy chủ đọc được.',
    );
  }
}
