/** How people reach MoveDay: the footer, the Contact dialog and the order pages show these. */
export const COMPANY = {
  name: 'MoveDay',
  legalName: 'MoveDay LLC',
  addressLines: ['1550 Wewatta Street, Suite 200', 'Denver, CO 80202'],
  phone: '(303) 555-0147',
  phoneHref: 'tel:+13035550147',
  infoEmail: 'info@moveday.local',
  supportEmail: 'support@moveday.local',
  copyrightYear: 2019,
} as const;
