import { expect } from 'chai';
import { COMPANY_TOKENS, DEFAULT_COMPANY, readCompanyScript, withCompanyContact, type CompanyContact } from '@moveday/openapi';

/** What the site reads from a page the server sent with `company`. */
const sentWith = (company: CompanyContact) =>
  readCompanyScript(
    /<script type="application\/json" id="moveday-company">(.*?)<\/script>/.exec(withCompanyContact('<html><head></head><body></body></html>', company))![1],
  );

const CONFIGURED: CompanyContact = {
  legalName: 'Smith & Sons Movers',
  address: ['12 Main St', 'Boulder, CO 80302'],
  phone: '(720) 555-0199',
  phoneHref: 'tel:+17205550199',
  infoEmail: 'hello@movers.example',
  supportEmail: 'help@movers.example',
  social: { facebook: 'https://facebook.example/movers', x: null, instagram: null, linkedin: null },
  cancelCutoffHours: 48,
};

describe("The company's contact details, as the site reads them from its page", () => {
  it('when the server wrote them into the page, then the site reads exactly those', () => {
    expect(sentWith(CONFIGURED)).to.deep.equal(CONFIGURED);
  });

  it('when the page carries none (the development server) or something unreadable, then the site shows the defaults', () => {
    for (const text of [undefined, null, '', '{', '[]', 'null', '{"legalName":"X"}', JSON.stringify({ ...CONFIGURED, address: 'one line' })]) {
      expect(readCompanyScript(text), String(text)).to.deep.equal(DEFAULT_COMPANY);
    }
  });

  it('when a social page is not text, then its icon shows without a link', () => {
    const social = { facebook: 42, x: 'https://x.example/movers', instagram: '', linkedin: { href: 'x' } };
    expect(readCompanyScript(JSON.stringify({ ...CONFIGURED, social })).social).to.deep.equal({
      facebook: null,
      x: 'https://x.example/movers',
      instagram: null,
      linkedin: null,
    });
  });

  it('when a prerendered page is sent, then every token is replaced by its detail, the address in lines, escaped for HTML', () => {
    const page = `<head></head><p>${COMPANY_TOKENS.legalName}\n${COMPANY_TOKENS.address.join('\n')}</p><a href="${COMPANY_TOKENS.phoneHref}">${COMPANY_TOKENS.phone}</a><a href="mailto:${COMPANY_TOKENS.infoEmail}">${COMPANY_TOKENS.supportEmail}</a>`;
    const sent = withCompanyContact(page, CONFIGURED);
    expect(sent).to.contain('<p>Smith &amp; Sons Movers\n12 Main St\nBoulder, CO 80302</p>');
    expect(sent).to.contain('<a href="tel:+17205550199">(720) 555-0199</a><a href="mailto:hello@movers.example">help@movers.example</a>');
    expect(sent).not.to.contain('%%');
  });
});
