import { expect } from 'chai';
import { Messages } from '@moveday/openapi';
import { inviteEmailOf, inviteProblem, signInState } from './signIns';

describe('partner sign-ins', () => {
  it('when the invitee has set a password, then the sign-in is Active; until then it is Invited', () => {
    expect(signInState({ activatedAt: 1_780_000_000_000 })).to.equal('Active');
    expect(signInState({ activatedAt: null })).to.equal('Invited');
  });

  it('when an address is typed with spaces around it, then it is sent without them and counts as valid', () => {
    expect(inviteEmailOf('  crew@haulers.example ')).to.equal('crew@haulers.example');
    expect(inviteProblem('  crew@haulers.example ')).to.equal(null);
  });

  it('when nothing or not an address is typed, then the invitation is not sent and the admin is told why', () => {
    expect(inviteProblem('   ')).to.equal(Messages.invalidEmail);
    expect(inviteProblem('crew@haulers')).to.equal(Messages.invalidEmailFormat);
    expect(inviteProblem('crew haulers.example')).to.equal(Messages.invalidEmailFormat);
  });
});
