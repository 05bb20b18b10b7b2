/** An order's details page (the spec's /editorder?id=...), wherever a move number links to it. */
export const detailsPath = (id: string) => `/editorder?id=${encodeURIComponent(id)}`;
