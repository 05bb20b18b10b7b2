/** The spec's sorts (admin-side §4): open orders by status (open, estimate_open, partnerassigned), date, name; closed ones newest first. */
export const TAB_SORT = {
  open: { field: 'default', order: 'ASC' },
  close: { field: 'moveDate', order: 'DESC' },
} as const;

/** 'Open (n)', or 'Open (shown/total)' while a filter or a search narrows the list. */
export function tabLabel(name: string, shown: number | undefined, total: number | undefined, narrowed: boolean): string {
  if (shown === undefined || total === undefined) return name;
  return narrowed ? `${name} (${shown}/${total})` : `${name} (${total})`;
}
