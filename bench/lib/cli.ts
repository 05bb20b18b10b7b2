/** Command-line helpers the bench scripts share. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { RunSettings } from './measure.js';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** Every script takes -h / --help. */
const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

type Parsed<O extends OptionsConfig> = ReturnType<typeof parseArgs<{ options: O & typeof HELP; allowPositionals: true }>>;

/**
 * The command line, parsed with node's parseArgs (positionals allowed), its values typed after
 * `options`; `--help` prints the usage and exits 0, a usage error goes to `fail`.
 */
export function parseCommandLine<const O extends OptionsConfig>(options: O, usage: string, fail: (message: string) => never): Parsed<O> {
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ options: { ...options, ...HELP }, allowPositionals: true }) as Parsed<O>;
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** The options a run's settings come from, as every bench script names them. */
export const RUN_OPTIONS = {
  duration: { type: 'string' },
  connections: { type: 'string' },
  warmup: { type: 'string' },
} as const;

/** --duration (default 10 s), --connections and --warmup (default: each scenario's own). */
export function runSettingsFrom(values: { duration?: string; connections?: string; warmup?: string }, fail: (message: string) => never): RunSettings {
  return {
    durationSec: numberOption(fail, 'duration', values.duration, 10),
    connections: values.connections === undefined ? undefined : Math.round(numberOption(fail, 'connections', values.connections, 1)),
    warmupSec: values.warmup === undefined ? undefined : numberOption(fail, 'warmup', values.warmup, 0, true),
  };
}

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
