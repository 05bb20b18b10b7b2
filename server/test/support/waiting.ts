/**
 * Waits for a state, never for a time: polls `probe` until it gives a value (anything but
 * `undefined` or `false`) and returns that value; fails naming `what` after `timeoutMs`.
 * The default ends before mocha's own 30 s, so a wait that fails says what it waited for, and no
 * poll goes on after its test has ended. Tests given more time pass more.
 */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 25_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`still waiting, after ${timeoutMs} ms, until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
