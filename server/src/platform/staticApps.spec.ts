import { expect } from 'chai';
import { withWholeAlternates } from './staticApps.js';

describe("A page's addresses in each language", () => {
  it('when the server sends a prerendered page, then its hreflang links carry the public address; other links stay as the build wrote them', () => {
    const page =
      '<head><link rel="alternate" hreflang="en" href="/getaquotetabs"><link rel="alternate" hreflang="es" href="/es/getaquotetabs">' +
      '<link rel="alternate" hreflang="x-default" href="/getaquotetabs"><link rel="manifest" href="/manifest.webmanifest"></head>';
    const sent = withWholeAlternates(page, 'https://moveday.example');
    expect(sent).to.equal(
      '<head><link rel="alternate" hreflang="en" href="https://moveday.example/getaquotetabs">' +
        '<link rel="alternate" hreflang="es" href="https://moveday.example/es/getaquotetabs">' +
        '<link rel="alternate" hreflang="x-default" href="https://moveday.example/getaquotetabs"><link rel="manifest" href="/manifest.webmanifest"></head>',
    );
  });
});
