import { execFile } from 'node:child_process';

/** The PDF's text, by poppler's pdftotext (the CI installs it). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const child = execFile('pdftotext', ['-', '-']);
  const out: Buffer[] = [];
  child.stdout!.on('data', (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  child.stdin!.end(bytes);
  await new Promise<void>((resolve, reject) => child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pdftotext exited ${code}`)))));
  return Buffer.concat(out).toString('utf8');
}
