/**
 * Every address of the customer site (customer-side §2) and who may open it. App.tsx draws one
 * route for each and the browser tests visit each, so a page is added here, and only here; any
 * other address is the 404 page.
 */
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
} as const satisfies Record<string, 'anyone' | 'customer'>;

export type SitePath = keyof typeof SITE_PATHS;

export const sitePaths = (who: 'anyone' | 'customer'): SitePath[] => (Object.keys(SITE_PATHS) as SitePath[]).filter((path) => SITE_PATHS[path] === who);
