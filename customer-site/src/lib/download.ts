/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''...` first, then
 * `filename="..."`), reduced to a safe base name; `fallback` when it gives none.
 */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) name = /filename\s*=\s*"([^"]*)"/.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(disposition)?.[1];
  // Only the base name: a path in the header must not choose where the file goes.
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

const REVOKE_AFTER_MS = 30_000;

/** Saves a file the page fetched, as a download: a temporary object URL behind a link clicked once. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click's task: the URL is let go a while later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
