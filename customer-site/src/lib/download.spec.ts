import { expect } from 'chai';
import { fileNameOf } from './download';

describe("A downloaded file's name, from its Content-Disposition", () => {
  it('when the header names the file, then that name is used', () => {
    expect(fileNameOf('attachment; filename="moveday-MD1234.pdf"', 'x.pdf')).to.equal('moveday-MD1234.pdf');
    expect(fileNameOf('attachment; filename=move.ics', 'x.ics')).to.equal('move.ics');
  });

  it('when it gives a UTF-8 name too, then that one wins', () => {
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''Mudanza%20MD1.pdf`, 'x.pdf')).to.equal('Mudanza MD1.pdf');
  });

  it('when there is no header or no name, then the fallback is used', () => {
    expect(fileNameOf(null, 'x.pdf')).to.equal('x.pdf');
    expect(fileNameOf('attachment', 'x.pdf')).to.equal('x.pdf');
    expect(fileNameOf('attachment; filename=""', 'x.pdf')).to.equal('x.pdf');
  });

  it('when the name carries a path, then only its last part is kept', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.pdf')).to.equal('passwd');
    expect(fileNameOf('attachment; filename="C:\\\\temp\\\\a.pdf"', 'x.pdf')).to.equal('a.pdf');
  });
});
