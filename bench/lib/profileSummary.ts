/**
 * What a V8 CPU profile (.cpuprofile) says in a few lines: the share of samples by package or
 * file, spent in it (self) and under it (inclusive: it or what it called). Our files are named by
 * their path under dist/; a dependency by its package; Node's own by its `node:` module.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
  children?: number[];
}

export interface ProfileShare {
  name: string;
  /** 0-100 */
  percent: number;
}

export interface ProfileSummary {
  samples: number;
  self: ProfileShare[];
  inclusive: ProfileShare[];
}

function placeOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return `(${functionName || 'native'})`;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1];
  const ours = /\/((?:server|openapi)\/dist\/.*)$/.exec(url);
  return ours ? ours[1] : url.replace(/^file:\/\//, '');
}

const shares = (counts: Map<string, number>, total: number, top: number): ProfileShare[] =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, n]) => ({ name, percent: (100 * n) / total }));

export async function summarizeProfile(file: string, top = 15): Promise<ProfileSummary> {
  const { nodes } = JSON.parse(await readFile(file, 'utf8')) as { nodes: ProfileNode[] };
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let samples = 0;
  for (const n of nodes) {
    const hits = n.hitCount ?? 0;
    if (hits === 0) continue;
    samples += hits;
    self.set(placeOf(n), (self.get(placeOf(n)) ?? 0) + hits);
    // A place counts once per sample, however often it recurs on the stack.
    const onStack = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parentOf.get(id)) onStack.add(placeOf(byId.get(id)!));
    for (const place of onStack) inclusive.set(place, (inclusive.get(place) ?? 0) + hits);
  }
  return { samples, self: shares(self, samples, top), inclusive: shares(inclusive, samples, top) };
}

/** Two columns side by side: self and inclusive shares. */
export function formatProfileSummary(summary: ProfileSummary): string[] {
  const cell = (s: ProfileShare | undefined) => (s ? `${s.percent.toFixed(1).padStart(5)}%  ${s.name}` : '');
  const width = Math.max(20, ...summary.self.map((s) => cell(s).length));
  const lines = [`${'self'.padEnd(width)}    inclusive`];
  for (let i = 0; i < Math.max(summary.self.length, summary.inclusive.length); i++) {
    lines.push(`${cell(summary.self[i]).padEnd(width)}    ${cell(summary.inclusive[i])}`);
  }
  return lines;
}
