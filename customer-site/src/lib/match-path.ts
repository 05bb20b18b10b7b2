/**
 * Whether a path is one of a route pattern's addresses (react-router's notation: `/partner/jobs/:id`),
 * and its parameters, decoded, if so. For the partner pages, whose few addresses need no router.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = pathname.replace(/(.)\/$/, '$1').split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i]!;
    const value = given[i]!;
    if (!part.startsWith(':')) {
      if (part !== value) return null;
      continue;
    }
    if (value === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}
