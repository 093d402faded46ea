import fs, { type Mode } from 'node:fs';

const OWNER_BITS = 0o700;

const ownerOnly = (mode: Mode) => (typeof mode === 'number' ? mode & OWNER_BITS : mode);

/**
 * PGlite's file system (Emscripten's NODEFS, which calls this thread's `fs`) chmods every file
 * it creates to the mode its PostgreSQL asks for, 0666, past the process's umask: in this thread
 * a chmod keeps the owner's bits only, so the database files are 0600 as PostgreSQL's own are.
 */
export function keepFilesOwnerOnly(): void {
  const { chmodSync, fchmodSync } = fs;
  fs.chmodSync = (path, mode) => chmodSync(path, ownerOnly(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, ownerOnly(mode));
}
