import { changed, type Address, type MessageKey, type MoveDraft, type NavigationFlags, type Problems } from '@moveday/openapi';

/**
 * Every field edits the move draft through a change function rather than a new value, so that
 * an answer arriving later (a zip lookup) applies to the draft as it is then, and the same field
 * serves the wizard's steps (the stored draft) and the review's edits (a pending copy).
 */
export type DraftEdit = (change: (draft: MoveDraft) => MoveDraft) => void;

export interface DraftFieldProps {
  draft: MoveDraft;
  edit: DraftEdit;
}

/** The two ends of a move: pickup (tabs 1 and 1.5) and drop-off (tab 3) keep the same facts under different names. */
export type Side = 'pickup' | 'drop';

export interface SideFacts {
  moveType: string;
  size: string;
  floors: string;
  address: Address;
  flags: NavigationFlags;
  otherDesc: string;
}

/** Where each fact of a side lives in the draft: the paths the rules report problems under. */
export const SIDE_PATHS: Record<Side, Record<keyof SideFacts, string>> = {
  pickup: {
    moveType: 'pickupTab1.whereYouMovingFrom',
    size: 'pickupTab1.pickUpLocationSize',
    floors: 'pickupTab1.noOfFloors',
    address: 'pickupTab1.pickUpAddress',
    flags: 'pickupTab2.moversWillNeedToNavigate',
    otherDesc: 'pickupTab2.otherDesc',
  },
  drop: {
    moveType: 'dropLocationTab.moveTo',
    size: 'dropLocationTab.dropLocationSize',
    floors: 'dropLocationTab.dropLocationNoOfFloor',
    address: 'dropLocationTab.dropoffAddress',
    flags: 'dropLocationTab.moversWillNeedToNavigate',
    otherDesc: 'dropLocationTab.otherDesc',
  },
};

export function sideFacts(draft: MoveDraft, side: Side): SideFacts {
  if (side === 'pickup') {
    const { pickupTab1: t1, pickupTab2: t2 } = draft;
    return {
      moveType: t1.whereYouMovingFrom,
      size: t1.pickUpLocationSize,
      floors: t1.noOfFloors,
      address: t1.pickUpAddress,
      flags: t2.moversWillNeedToNavigate,
      otherDesc: t2.otherDesc ?? '',
    };
  }
  const t = draft.dropLocationTab;
  return {
    moveType: t.moveTo,
    size: t.dropLocationSize,
    floors: t.dropLocationNoOfFloor,
    address: t.dropoffAddress,
    flags: t.moversWillNeedToNavigate,
    otherDesc: t.otherDesc ?? '',
  };
}

export function withSideFacts(draft: MoveDraft, side: Side, patch: Partial<SideFacts>): MoveDraft {
  return changed(draft, (d) => {
    for (const [fact, value] of Object.entries(patch) as [keyof SideFacts, SideFacts[keyof SideFacts]][]) setPath(d, SIDE_PATHS[side][fact], value);
  });
}

function getPath(from: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], from);
}

function setPath(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, target as Record<string, unknown>);
  parent[last] = value;
}

/** `to` with the parts at `paths` taken from `from`: a review edit saved onto the draft as it is now. */
export const withPathsFrom = (to: MoveDraft, from: MoveDraft, paths: readonly string[]): MoveDraft =>
  changed(to, (d) => {
    for (const path of paths) setPath(d, path, structuredClone(getPath(from, path)));
  });

/** The problems reported at or under any of the paths. */
export function problemsAt(problems: Problems, paths: readonly string[]): MessageKey[] {
  return Object.entries(problems)
    .filter(([key]) => paths.some((path) => key === path || key.startsWith(`${path}.`)))
    .map(([, message]) => message);
}
