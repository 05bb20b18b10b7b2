import { expect } from 'chai';
import { escapeHtml } from './mail.js';
import { REMOVED, redactor } from './redaction.js';

describe("Removing a closed account's personal values from stored texts", () => {
  it('when a value is in a text in any case, then it is replaced; a name only as a whole word', () => {
    const redact = redactor(['Al', 'Quinn', 'al.quinn@example.com', '7205550142']);
    expect(redact.text('Dear AL QUINN, we wrote to Al.Quinn@Example.com and 7205550142 about 12 Alley Rd.')).to.equal(
      `Dear ${REMOVED} ${REMOVED}, we wrote to ${REMOVED} and ${REMOVED} about 12 Alley Rd.`,
    );
  });

  it("when a value holds a character HTML escapes, then a mail's HTML loses it in its escaped form too", () => {
    const note = `Gate code 41 & "the blue door" at O'Hara's`;
    const html = `<p>Your notes: ${escapeHtml(note)}</p>`;
    expect(html, 'the HTML holds the escaped form alone').to.not.include(note);
    expect(redactor([note]).text(html)).to.equal(`<p>Your notes: ${REMOVED}</p>`);
    expect(redactor([note]).text(`Your notes: ${note}`)).to.equal(`Your notes: ${REMOVED}`);
  });

  it('when a JSON value is walked, then texts under personal keys go whole and other texts lose the values in them', () => {
    const redact = redactor(['Quinn']);
    expect(redact.json({ firstName: 'Anyone', city: 'Denver', summary: 'Move for Quinn', changes: { lastName: { from: 'Quinn', to: 'Quin' } } })).to.deep.equal(
      {
        firstName: REMOVED,
        city: 'Denver',
        summary: `Move for ${REMOVED}`,
        changes: { lastName: { from: REMOVED, to: REMOVED } },
      },
    );
  });
});
