import { COMPANY_SCRIPT_ID, COMPANY_TOKENS, readCompanyScript, type CompanyContact } from '@moveday/openapi';

/**
 * How people reach MoveDay (the footer, the Contact section and dialog, the order pages): the
 * server's settings, which it writes into every page it sends (openapi/src/company.ts). The build
 * prerenders pages with tokens in their place, which the server fills with the same settings: the
 * page shows them before any script runs, and React adopts it as it is.
 */
const contact: CompanyContact = import.meta.env.SSR ? COMPANY_TOKENS : readCompanyScript(document.getElementById(COMPANY_SCRIPT_ID)?.textContent);

/** The brand and the copyright year are the spec's; the rest is configuration. */
export const COMPANY = { name: 'MoveDay', copyrightYear: 2019, ...contact } as const;

/** The postal address under the company's name, one text in lines (shown with `white-space: pre-line`). */
export const postalAddress = (): string => [COMPANY.legalName, ...COMPANY.address].join('\n');
