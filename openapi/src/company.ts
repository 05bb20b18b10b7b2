/**
 * How people reach the company, as the customer site shows it (the footer, the Contact section
 * and dialog, the order pages). The server's settings make it (README, Configuration) and send it
 * to the site inside every page it serves, so a prerendered page shows it before any script runs.
 */
export interface CompanyContact {
  legalName: string;
  /** The postal address, line by line. */
  address: readonly string[];
  phone: string;
  /** The `tel:` link that dials `phone`. */
  phoneHref: string;
  infoEmail: string;
  supportEmail: string;
  /** Each social network's page; without one, its icon shows without a link (as the spec's footer has them). */
  social: Readonly<Record<SocialNetwork, string | null>>;
  /** The cancellation policy: a customer cancels online until this many hours before the move day begins (CANCEL_CUTOFF_HOURS). */
  cancelCutoffHours: number;
}

export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const NO_SOCIAL_PAGES: Record<SocialNetwork, null> = { facebook: null, x: null, instagram: null, linkedin: null };

/** A `tel:` link: a ten-digit number is a US one (+1); a number written with + keeps its country code. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : digits.length === 11 && digits.startsWith('1') ? `tel:+${digits}` : `tel:${digits}`;
}

/** The details when nothing is configured: the defaults of the settings. */
export const DEFAULT_COMPANY: CompanyContact = {
  legalName: 'MoveDay LLC',
  address: ['1550 Wewatta Street, Suite 200', 'Denver, CO 80202'],
  phone: '(303) 555-0147',
  phoneHref: phoneHref('(303) 555-0147'),
  infoEmail: 'info@moveday.local',
  supportEmail: 'support@moveday.local',
  social: NO_SOCIAL_PAGES,
  cancelCutoffHours: 72,
};

/** The `<script type="application/json">` in each page's head that carries the details to the app. */
export const COMPANY_SCRIPT_ID = 'moveday-company';

/** The details as that script's text: JSON that cannot end the script early (`</script>`). */
const companyScriptText = (company: CompanyContact): string => JSON.stringify(company).replace(/</g, '\\u003c');

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isHours = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 720;

/** The details from that script's text; the defaults when there is none or it is not what the server writes. */
export function readCompanyScript(text: string | null | undefined): CompanyContact {
  try {
    const read = JSON.parse(text ?? '') as Partial<Record<keyof CompanyContact, unknown>> | null;
    const social = (read?.social ?? {}) as Partial<Record<SocialNetwork, unknown>>;
    const fields = [read?.legalName, read?.phone, read?.phoneHref, read?.infoEmail, read?.supportEmail];
    if (!fields.every(isText) || !Array.isArray(read?.address) || !read.address.every(isText)) return DEFAULT_COMPANY;
    return {
      legalName: read.legalName as string,
      address: read.address,
      phone: read.phone as string,
      phoneHref: read.phoneHref as string,
      infoEmail: read.infoEmail as string,
      supportEmail: read.supportEmail as string,
      social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, isText(social[network]) ? social[network] : null])) as Record<
        SocialNetwork,
        string | null
      >,
      cancelCutoffHours: isHours(read.cancelCutoffHours) ? read.cancelCutoffHours : DEFAULT_COMPANY.cancelCutoffHours,
    };
  } catch {
    return DEFAULT_COMPANY;
  }
}

/**
 * What the build writes into the pages it prerenders in place of each detail: a token the server
 * replaces with the setting (withCompanyContact). The address is one token, its lines kept apart by
 * newlines in one text (the site shows it with `white-space: pre-line`), so the page's markup is
 * the same whatever the number of lines. Social pages are not tokens: a link or none changes the
 * markup, so the site adds them once it runs.
 */
export const COMPANY_TOKENS: CompanyContact = {
  legalName: '%%company.legalName%%',
  address: ['%%company.address%%'],
  phone: '%%company.phone%%',
  phoneHref: '%%company.phoneHref%%',
  infoEmail: '%%company.infoEmail%%',
  supportEmail: '%%company.supportEmail%%',
  social: NO_SOCIAL_PAGES,
  // Not a token: only pages the site draws once it runs show the policy, from the JSON.
  cancelCutoffHours: DEFAULT_COMPANY.cancelCutoffHours,
};

const TOKEN = /%%company\.(legalName|address|phone|phoneHref|infoEmail|supportEmail)%%/g;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A page of the site as the server sends it: each token replaced by the detail it stands for
 * (escaped for HTML), and all the details as JSON in the head for the app (readCompanyScript).
 */
export function withCompanyContact(html: string, company: CompanyContact): string {
  const script = `<script type="application/json" id="${COMPANY_SCRIPT_ID}">${companyScriptText(company)}</script>`;
  return html
    .replace(TOKEN, (_token, field: Exclude<keyof CompanyContact, 'social' | 'cancelCutoffHours'>) => {
      const value = company[field];
      return escapeHtml(typeof value === 'string' ? value : value.join('\n'));
    })
    .replace('</head>', () => `${script}</head>`);
}

/**
 * The company's own time zone (its office is in Denver): where "today" and "this week" are meant when
 * no move's pickup says otherwise (the dashboard, a partner's load and days off).
 */
export const COMPANY_TIME_ZONE = 'America/Denver';
