import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileDigest {
  sha256: string;
  bytes: number;
}

/** A stream step that hashes and counts what passes through it. */
function measuring(hash: Hash, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      counted.bytes += chunk.length;
      done(null, chunk);
    },
  });
}

/** A file's digest, and its lines (a backed-up table has a row a line). */
export async function digestFile(file: string): Promise<FileDigest & { lines: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return { sha256: hash.digest('hex'), bytes, lines };
}

/** Flushes a written file to the disk: a backup is worth only what survives a power cut. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Copies `from` to `to` (never over an existing file), answering the digest of what was written;
 * parent folders are made as needed.
 */
export async function copyMeasured(
  from: string,
  to: string,
  mode: number = 0o644,
): Promise<FileDigest> {
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  const hash = createHash('sha256');
  const counted = { bytes: 0 };
  await pipeline(
    createReadStream(from),
    measuring(hash, counted),
    createWriteStream(to, { flags: 'wx', mode }),
  );
  await syncFile(to);
  return { sha256: hash.digest('hex'), bytes: counted.bytes };
}
