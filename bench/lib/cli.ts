/** Command-line helpers the bench scripts share. */

/**
 * A number option: `fallback` when absent; `fail` (which prints the usage and exits) when it is not
 * a positive number (or non-negative, with allowZero).
 */
export function numberOption(fail: (message: string) => never, name: string, value: string | undefined, fallback: number, allowZero = false): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) fail(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got "${value}"`);
  return n;
}
