import type { WordKey } from '@moveday/openapi';
import { pageOfPath } from '@/lib/locale-addresses';
import type { SectionId } from '@/lib/scroll';
import type { Session } from '@/lib/session';

export interface NavItem {
  key: 'howitworks' | 'about' | 'contact' | 'quote' | 'orders' | 'profile' | 'console' | 'jobs';
  /** Its words (the site book). */
  label: WordKey;
  to: string;
  /** The landing section this item scrolls to. */
  section?: SectionId;
  /** A full page load: the admin console and the partner pages are other apps. */
  external?: boolean;
}

/** The top bar's tabs and the first items of the side menu (customer-side §2 Navigation chrome). */
export const SITE_ITEMS: readonly NavItem[] = [
  { key: 'howitworks', label: 'navHowItWorks', to: '/howitworks', section: 'howitworks' },
  { key: 'about', label: 'navAboutUs', to: '/#AboutUs', section: 'AboutUs' },
  { key: 'contact', label: 'navContact', to: '/#contactUs', section: 'contactUs' },
  { key: 'quote', label: 'navGetAQuote', to: '/locations' },
];

export const CUSTOMER_ITEMS: readonly NavItem[] = [
  { key: 'orders', label: 'navOrders', to: '/customer/customerorders' },
  { key: 'profile', label: 'navProfile', to: '/customer/profile' },
];

const ADMIN_ITEMS: readonly NavItem[] = [{ key: 'console', label: 'navAdminConsole', to: '/admin/', external: true }];

/** A partner's crew has one place in the site: its jobs (the profile is a customer's), the partner pages' own app. */
export const PARTNER_ITEMS: readonly NavItem[] = [{ key: 'jobs', label: 'navJobs', to: '/partner/jobs', external: true }];

/** The side menu's items for a role; Login or Logout follows them. A crew on a phone sees its jobs alone. */
export function drawerItems(session: Session | null): readonly NavItem[] {
  if (session?.userType === 'customer') return [...SITE_ITEMS, ...CUSTOMER_ITEMS];
  if (session?.userType === 'admin') return [...SITE_ITEMS, ...ADMIN_ITEMS];
  if (session?.userType === 'partner') return PARTNER_ITEMS;
  return SITE_ITEMS;
}

/** Screens of the quote flow: the 'Get a Quote' tab is selected on them. */
const QUOTE_FLOW = ['/locations', '/getaquote', '/getaquotetabs', '/chooseyourmovetype', '/personaldetailscommercial', '/quoteestimate', '/signup'];

export function selectedItem(address: string, section: SectionId | null): NavItem['key'] | null {
  const pathname = pageOfPath(address);
  if (pathname === '/' || pathname === '/howitworks') {
    return SITE_ITEMS.find((item) => item.section !== undefined && item.section === section)?.key ?? null;
  }
  if (QUOTE_FLOW.includes(pathname)) return 'quote';
  if (pathname === '/customer/customerorders' || pathname === '/customer/orderdetails') return 'orders';
  if (pathname === '/customer/profile') return 'profile';
  return null;
}
