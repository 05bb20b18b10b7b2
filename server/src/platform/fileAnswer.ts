import { Readable } from 'node:stream';
import type { Controller } from '@tsoa/runtime';

/** A file made in memory (a PDF, a CSV), as a download answers it. */
export interface MadeFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Answers `file` as a download that no cache keeps (it holds someone's money or orders). */
export function fileAnswer(controller: Controller, file: MadeFile): Readable {
  controller.setStatus(200);
  controller.setHeader('Content-Type', file.contentType);
  controller.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  controller.setHeader('Cache-Control', 'private, no-store');
  return Readable.from([file.content]);
}
