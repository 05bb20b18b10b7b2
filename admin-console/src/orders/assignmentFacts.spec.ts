import { expect } from 'chai';
import { ASSIGNMENT_STATES } from '@moveday/openapi';
import { formatMoment } from '../lib/format';
import { ASSIGNMENT_COLORS, answerByText, assignmentLabel, isReassignable, reassignQuestion, reofferQuestion, toggled } from './assignmentFacts';

const declined = { assignmentState: 'declined', offerPartnerID: 'p1', declineReason: 'Our crew is not free that day' } as const;

describe('assignment facts', () => {
  it('when a state is shown, then it reads as the catalogue words it, in red for a decline and amber for an expiry', () => {
    expect(ASSIGNMENT_STATES.map((s) => assignmentLabel(s.key))).to.deep.equal(['Offered', 'Accepted', 'Declined', 'Expired']);
    expect(ASSIGNMENT_COLORS).to.deep.equal({ offered: 'info', accepted: 'success', declined: 'error', expired: 'warning' });
  });

  it('when a job is offered, then its deadline is shown; once answered, or with no deadline, nothing is', () => {
    const deadline = Date.UTC(2026, 11, 5, 22, 4);
    expect(answerByText('offered', deadline)).to.equal(`answer by ${formatMoment(deadline)}`);
    expect(answerByText('offered', null)).to.equal('');
    expect(answerByText('accepted', deadline)).to.equal('');
  });

  it('when a job is with its partner, offered or accepted, then it can be reassigned; declined, expired or never offered, it cannot', () => {
    expect(isReassignable({ status: 'partnerassigned', assignmentState: 'offered' })).to.equal(true);
    expect(isReassignable({ status: 'partnerassigned', assignmentState: 'accepted' })).to.equal(true);
    expect(isReassignable({ status: 'open', assignmentState: 'declined' })).to.equal(false);
    expect(isReassignable({ status: 'open', assignmentState: 'expired' })).to.equal(false);
    expect(isReassignable({ status: 'open', assignmentState: null })).to.equal(false);
    expect(isReassignable({ status: 'completed', assignmentState: 'accepted' })).to.equal(false);
  });
});

describe('toggled', () => {
  it('when a state is ticked, then it joins the filter in the catalogue order; ticked again, it leaves', () => {
    expect(toggled([], 'expired')).to.deep.equal(['expired']);
    expect(toggled(['expired'], 'declined')).to.deep.equal(['declined', 'expired']);
    expect(toggled(['declined', 'expired'], 'declined')).to.deep.equal(['expired']);
    expect(toggled(['expired'], 'expired')).to.deep.equal([]);
  });
});

describe('reofferQuestion', () => {
  it('when the partner that declined is chosen again, then the admin is asked, with its reason', () => {
    expect(reofferQuestion(declined, 'p1', 'Haulers')).to.equal('Haulers declined this job (Our crew is not free that day). Offer it to them again?');
  });

  it('when the partner that let the offer expire is chosen again, then the admin is asked', () => {
    expect(reofferQuestion({ ...declined, assignmentState: 'expired', declineReason: null }, 'p1', 'Haulers')).to.equal(
      'Haulers did not answer in time. Offer it to them again?',
    );
  });

  it('when a decline carries no reason, then the question leaves the brackets out', () => {
    expect(reofferQuestion({ ...declined, declineReason: null }, 'p1', 'Haulers')).to.equal('Haulers declined this job. Offer it to them again?');
  });

  it('when another partner is chosen, or the order was never offered, then nothing is asked', () => {
    expect(reofferQuestion(declined, 'p2', 'Crates')).to.equal(null);
    expect(reofferQuestion({ assignmentState: null, offerPartnerID: null, declineReason: null }, 'p1', 'Haulers')).to.equal(null);
  });
});

describe('reassignQuestion', () => {
  it('when the job has been accepted, then the admin is told it is taken from that partner', () => {
    expect(reassignQuestion({ assignmentState: 'accepted', partnerName: 'Haulers', offerPartnerName: 'Haulers' })).to.equal(
      'Haulers has accepted this job; reassigning takes it from them.',
    );
  });

  it('when the job is only offered, then nothing is asked', () => {
    expect(reassignQuestion({ assignmentState: 'offered', partnerName: 'Haulers', offerPartnerName: 'Haulers' })).to.equal(null);
  });
});
