import { execFile } from 'node:child_process';
import sharp from 'sharp';

/**
 * Reads the text of a region of a picture as a buyer would, with Debian's tesseract and its
 * Vietnamese data (`tesseract-ocr`, `tesseract-ocr-vie`; .ci/run installs both). A machine
 * without them fails the test, never skips it.
 */
export async function readText(
  picture: Buffer,
  region: { left: number; top: number; width: number; height: number },
  scale = 1,
): Promise<string> {
  const png = await sharp(picture)
    .extract(region)
    .resize(Math.round(region.width * scale), Math.round(region.height * scale))
    .png()
    .toBuffer();
  const tesseract = execFile('tesseract', ['-', '-', '-l', 'vie', '--psm', '6']);
  const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) => {
    let out = '';
    tesseract.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    tesseract.on('error', (error) =>
      reject(
        new Error(
          `tesseract is needed (apt-get install tesseract-ocr tesseract-ocr-vie): ${error.message}`,
        ),
      ),
    );
    tesseract.on('close', (code) =>
      code === 0 ? resolve({ stdout: out }) : reject(new Error(`tesseract ended with ${code}`)),
    );
    tesseract.stdin!.end(png);
  });
  return stdout.replace(/\s+/g, ' ').trim();
}
