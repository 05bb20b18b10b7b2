import { expect } from 'chai';
import { guidePage, headingId, renderGuide } from './guidePage.js';

describe('The guide page', () => {
  it('gives headings the anchors GitHub gives them', () => {
    expect(headingId('Worked example: today&#39;s orders')).to.equal('worked-example-todays-orders');
    expect(headingId('Verifying a <code>MoveDay-Signature</code>')).to.equal('verifying-a-moveday-signature');
    expect(headingId('Node.js')).to.equal('nodejs');
  });

  it('renders markdown as a whole page titled by its first heading, with no script', () => {
    const html = renderGuide('# A <guide>\n\nSome `code` & [a link](#a-guide).\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n');
    expect(html).to.match(/^<!doctype html>/);
    expect(html).to.include('<title>A &lt;guide&gt;</title>');
    expect(html).to.include('<code>code</code> &amp; <a href="#a-guide">a link</a>');
    expect(html).to.include('<td>1</td>');
    expect(html).to.include('href="/api/docs"');
    expect(html).to.not.include('<script');
  });

  it('is not served when its file is missing', () => {
    expect(guidePage('/no/such/guide.md')).to.equal(undefined);
  });
});
