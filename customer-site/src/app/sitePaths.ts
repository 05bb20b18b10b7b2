/**
 * Every address of the customer site (customer-side §2) and who may open it. The browser tests
 * visit each, so a page is added here, and only here. The site's app (App.tsx) draws a route for
 * each address anyone or a customer may open; a partner's addresses are the partner pages' own
 * small app (entry-partner.tsx, app/partner/), which the server sends for every address under
 * /partner/. Any other address is the 404 page. An address with a `:param` is a route pattern
 * (react-router's notation).
 */
/** Who may open an address: anyone, or only a signed-in customer, or only a partner mover's sign-in. */
export type SiteRole = 'anyone' | 'customer' | 'partner';

export const SITE_PATHS = {
  '/': 'anyone',
  '/howitworks': 'anyone',
  '/locations': 'anyone',
  '/chooseyourmovetype': 'anyone',
  '/personaldetailscommercial': 'anyone',
  '/successdialogcommercial': 'anyone',
  '/getaquote': 'anyone',
  '/getaquotetabs': 'anyone',
  '/quoteestimate': 'anyone',
  '/signup': 'anyone',
  '/login': 'anyone',
  '/password/forgotForm': 'anyone',
  '/password/resetForm': 'anyone',
  '/rate': 'anyone',
  '/accountclosed': 'anyone',
  '/customer/customerorders': 'customer',
  '/customer/orderdetails': 'customer',
  '/customer/profile': 'customer',
  '/partner/jobs': 'partner',
  '/partner/jobs/:id': 'partner',
  '/partner/daysoff': 'partner',
  '/partner/statements': 'partner',
  '/partner/statements/:id': 'partner',
} as const satisfies Record<string, SiteRole>;

export type SitePath = keyof typeof SITE_PATHS;

/** The addresses a role may open. */
export type PathsOf<R extends SiteRole> = { [P in SitePath]: (typeof SITE_PATHS)[P] extends R ? P : never }[SitePath];

export const sitePaths = <R extends SiteRole>(who: R): PathsOf<R>[] =>
  (Object.keys(SITE_PATHS) as SitePath[]).filter((path): path is PathsOf<R> => SITE_PATHS[path] === who);
