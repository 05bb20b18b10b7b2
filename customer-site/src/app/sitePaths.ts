/**
 * Every address of the customer site (customer-side §2) and who may open it. App.tsx draws one
 * route for each and the browser tests visit each, so a page is added here, and only here; any
 * other address is the 404 page. An address with a `:param` is a route pattern (react-router's).
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
  '/customer/customerorders': 'customer',
  '/customer/orderdetails': 'customer',
  '/customer/profile': 'customer',
  '/partner/jobs': 'partner',
  '/partner/jobs/:id': 'partner',
} as const satisfies Record<string, SiteRole>;

export type SitePath = keyof typeof SITE_PATHS;

export const sitePaths = (who: SiteRole): SitePath[] => (Object.keys(SITE_PATHS) as SitePath[]).filter((path) => SITE_PATHS[path] === who);
