import { open, type FileHandle } from 'node:fs/promises';
import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

/** One file of a ZIP archive, read on demand. */
export interface ZipEntry {
  name: string;
  size: number;
  read(): Promise<Buffer>;
}

export class ZipError extends Error {}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_MIN_BYTES = 22;
const STORED = 0;
const DEFLATED = 8;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipError('truncated');
  return buffer;
}

/** The end-of-central-directory record: within the last 64 kB (its comment) of the file. */
async function findEnd(file: FileHandle, fileSize: number): Promise<Buffer> {
  const length = Math.min(fileSize, END_MIN_BYTES + 0xffff);
  const tail = await readAt(file, fileSize - length, length);
  for (let at = length - END_MIN_BYTES; at >= 0; at--) {
    if (tail.readUInt32LE(at) === END_SIGNATURE) return tail.subarray(at);
  }
  throw new ZipError('no end of central directory');
}

/**
 * The entries of a ZIP file (stored or deflated, no ZIP64), read from its central directory
 * without loading the archive. Each entry is inflated only when read, never past the size its
 * directory declares (a crafted entry cannot expand beyond it), and checked against its CRC.
 */
export async function openZip(
  path: string,
): Promise<{ entries: ZipEntry[]; close: () => Promise<void> }> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const end = await findEnd(file, fileSize);
    const count = end.readUInt16LE(10);
    const directory = await readAt(file, end.readUInt32LE(16), end.readUInt32LE(12));
    const entries: ZipEntry[] = [];
    for (let at = 0, i = 0; i < count; i++) {
      if (directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new ZipError('bad directory');
      const method = directory.readUInt16LE(at + 10);
      const crc = directory.readUInt32LE(at + 16);
      const compressed = directory.readUInt32LE(at + 20);
      const size = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const skip = nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
      const local = directory.readUInt32LE(at + 42);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      at += 46 + skip;
      if (name.endsWith('/')) continue;
      if (method !== STORED && method !== DEFLATED) throw new ZipError(`method ${method}`);
      entries.push({
        name,
        size,
        async read() {
          const header = await readAt(file, local, 30);
          if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new ZipError('bad entry');
          const start = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
          const raw = await readAt(file, start, compressed);
          const bytes =
            method === STORED ? raw : await inflate(raw, { maxOutputLength: Math.max(size, 1) });
          if (bytes.length !== size || crc32(bytes) !== crc) throw new ZipError('bad data');
          return bytes;
        },
      });
    }
    return { entries, close: () => file.close() };
  } catch (error) {
    await file.close();
    throw error instanceof ZipError || error instanceof RangeError
      ? new ZipError('not a zip')
      : error;
  }
}
