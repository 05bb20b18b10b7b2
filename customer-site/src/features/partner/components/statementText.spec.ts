import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import { isoToDay, translatorOf } from '@moveday/openapi';
import statements from '@moveday/openapi/compiled/en/statements';
import statementsEs from '@moveday/openapi/compiled/es/statements';
import type { JobWords } from './jobText';
import { centsText, issuedDayText, lineDetails, newestFirst, owedCents, paymentText, stateText, termsText, weekOfText, weekText } from './statementText';

const en: JobWords = { t: translatorOf(setupI18n({ locale: 'en', messages: { en: statements } })), locale: 'en' };
const es: JobWords = { t: translatorOf(setupI18n({ locale: 'es', messages: { es: statementsEs } })), locale: 'es' };

const week = { weekStart: isoToDay('2026-11-16'), weekEnd: isoToDay('2026-11-22') };
const unpaid = { state: 'unpaid', paidOn: null, paidMethod: null } as const;
const job = { kind: 'job', finalAmountCents: 200_000, terms: '20% commission', reason: null, recordedBy: null } as const;

describe('partner statement text', () => {
  it('when the terms are a commission, then they say the share MoveDay keeps; when fixed, what the partner is paid per job', () => {
    expect(termsText(en, { kind: 'commission', commissionPercent: 20, fixedPayoutCents: null })).to.equal("MoveDay keeps 20% of each job's final amount.");
    expect(termsText(en, { kind: 'commission', commissionPercent: 17.5, fixedPayoutCents: null })).to.equal("MoveDay keeps 17.5% of each job's final amount.");
    expect(termsText(en, { kind: 'fixed', commissionPercent: null, fixedPayoutCents: 45_000 })).to.equal('You are paid $450.00 per job.');
    expect(termsText(es, { kind: 'fixed', commissionPercent: null, fixedPayoutCents: 45_000 })).to.equal('Se le paga $450.00 por trabajo.');
  });

  it('when a week is written, then its Monday and Sunday are the days sent, whatever the time zone (read in UTC)', () => {
    // UTC midnight is the evening before in every American time zone: the days are read in UTC.
    expect(weekOfText(en, week)).to.equal('Week of 11/16/2026 to 11/22/2026');
    expect(weekText(en, { weekStart: isoToDay('2027-02-22'), weekEnd: isoToDay('2027-02-28') })).to.equal('02/22/2027 to 02/28/2027');
    expect(weekOfText(es, week)).to.equal('Semana del 16 nov 2026 al 22 nov 2026');
  });

  it("when a statement's issue day is shown, then it is the company's day in Denver, not UTC's", () => {
    // 06:00 in Denver on Monday 11/23 is 13:00 UTC; 00:30 on Monday in Denver is still Monday there (07:30 UTC).
    expect(issuedDayText(en, Date.parse('2026-11-23T13:00:00Z'))).to.equal('11/23/2026');
    expect(issuedDayText(en, Date.parse('2026-11-23T07:30:00Z'))).to.equal('11/23/2026');
    // 23:30 on Sunday in Denver is Monday in UTC: the company's day is Sunday.
    expect(issuedDayText(en, Date.parse('2026-11-23T06:30:00Z'))).to.equal('11/22/2026');
  });

  it('when a statement is unpaid, on its way or paid, then its chip and its payment say so, with the day and the method', () => {
    const paidOn = isoToDay('2026-12-01');
    expect(stateText(en, unpaid)).to.equal('Unpaid');
    expect(stateText(en, { state: 'sending', paidOn: null, paidMethod: null })).to.equal('Transfer sent');
    expect(stateText(en, { state: 'paid', paidOn, paidMethod: 'check' })).to.equal('Paid on 12/01/2026');
    expect(paymentText(en, unpaid)).to.equal('Not paid yet');
    expect(paymentText(en, { state: 'paid', paidOn, paidMethod: 'check' })).to.equal('Paid on 12/01/2026 by check');
    expect(paymentText(en, { state: 'paid', paidOn, paidMethod: 'cash' })).to.equal('Paid on 12/01/2026 in cash');
    expect(paymentText(es, { state: 'paid', paidOn, paidMethod: 'transfer' })).to.equal('Pagado el 1 dic 2026 por transferencia bancaria');
    expect(stateText(es, unpaid)).to.equal('Sin pagar');
  });

  it('when money is shown, then it is dollars and cents in both languages, a deduction with its minus', () => {
    expect(centsText(en, 123_450)).to.equal('$1,234.50');
    expect(centsText(en, -2_500)).to.equal('-$25.00');
    expect(centsText(es, 123_450)).to.equal('$1,234.50');
    expect(owedCents({ totalCents: 160_000, earlierOpenCents: 45_000 })).to.equal(205_000);
  });

  it("when a line is a job, then it says the job's final amount in the reader's words, not the server's English terms", () => {
    expect(lineDetails(en, job)).to.deep.equal(["Job's final amount: $2,000.00"]);
    expect(lineDetails(es, job)).to.deep.equal(['Importe final del trabajo: $2,000.00']);
    // Without its final amount, the server's words are all there is.
    expect(lineDetails(en, { ...job, finalAmountCents: null })).to.deep.equal(['20% commission']);
  });

  it('when a line is an adjustment, then it gives its reason and who made it; a call-out fee needs no more than its kind', () => {
    const adjustment = { kind: 'adjustment', finalAmountCents: null, terms: null, reason: 'Damaged mirror', recordedBy: 'Ana Admin' } as const;
    expect(lineDetails(en, adjustment)).to.deep.equal(['Damaged mirror', 'Adjusted by Ana Admin']);
    expect(lineDetails(en, { ...adjustment, recordedBy: null })).to.deep.equal(['Damaged mirror']);
    expect(lineDetails(en, { kind: 'callout', finalAmountCents: null, terms: null, reason: null, recordedBy: null })).to.deep.equal([]);
  });

  it('when statements are listed, then the newest week comes first, and of one week the latest issued', () => {
    const older = { id: 'a', weekStart: isoToDay('2026-11-09'), issuedAt: 1 };
    const newer = { id: 'b', weekStart: isoToDay('2026-11-16'), issuedAt: 2 };
    const reissued = { id: 'c', weekStart: isoToDay('2026-11-16'), issuedAt: 3 };
    expect(newestFirst([older, newer, reissued]).map((s) => s.id)).to.deep.equal(['c', 'b', 'a']);
  });
});
