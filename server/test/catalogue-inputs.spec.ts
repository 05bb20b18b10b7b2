import { expect } from 'chai';
import {
  DAY_MS,
  DateWindow,
  EARLIEST_DAY,
  Messages,
  Ranges,
  addressProblems,
  dayProblem,
  formatDay,
  Limits,
  isEmail,
  isStorableText,
  isWholeNumberIn,
  isoToDay,
  latestDay,
  moveStepProblems,
  partnerProblems,
  passwordProblems,
  textProblem,
  unstorableText,
} from '@moveday/openapi';
import { denverDraft, withDraft } from './support/drafts.js';

/** The shared catalogue's input rules (openapi/src/text.ts, limits.ts, moveRules.ts), as all three apps use them. */

describe('isStorableText', () => {
  it('when text is any valid Unicode, then it is storable: accents, emoji pairs and sequences, CJK, right-to-left, TAB, LF and CR', () => {
    for (const text of [
      '',
      'Main St',
      'Zoë Nguyễn',
      'Ñandú',
      '🏠🚚',
      '👩‍👩‍👧',
      '🇺🇸',
      '東京 中文',
      'שלום العربية',
      'a\tb\nc\r\nd',
      '\u0085\u00a0',
      '\uffff',
      '\ud83d\ude00',
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).to.equal(true);
    }
  });

  it('when text holds NUL, another C0 control but TAB, LF and CR, or DEL, then it is not', () => {
    for (let code = 0; code < 0x20; code++) {
      if ([0x09, 0x0a, 0x0d].includes(code)) continue;
      expect(isStorableText(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).to.equal(false);
    }
    expect(isStorableText('a\u007fb')).to.equal(false);
  });

  it('when a surrogate lacks its pair (alone, at the end, or the pair reversed), then it is not', () => {
    for (const text of ['\ud83d', 'x\ud83d', '\ud83dx', '\ude00', 'x\ude00y', '\ude00\ud83d', '\ud83d\ud83d\ude00']) {
      expect(isStorableText(text), JSON.stringify(text)).to.equal(false);
    }
  });

  it('textProblem gives the message for such text, and nothing for valid text or anything not text', () => {
    expect(textProblem('a\u0000')).to.equal('textNotStorable');
    for (const value of ['ok 🚚', undefined, null, 5, {}]) expect(textProblem(value)).to.equal(undefined);
  });
});

describe('unstorableText', () => {
  it('when strings deep in a body cannot be stored, then each is named by its path; a bad key by the object holding it', () => {
    const body = { a: { b: 'ok', c: 'x\u0000' }, list: ['fine', { d: '\ud800' }], ['k\u0001']: 1, n: 5, t: true, z: null };
    expect(unstorableText(body)).to.deep.equal({ 'a.c': 'textNotStorable', 'list.1.d': 'textNotStorable', body: 'textNotStorable' });
    expect(unstorableText({ q: '\u0000' }, 'filter')).to.deep.equal({ 'filter.q': 'textNotStorable' });
    expect(unstorableText({ ok: ['é', { x: '✓' }] })).to.deep.equal({});
  });

  it('when a body is nested a hundred thousand deep or full of bad strings, then it answers without overflowing and lists at most 20', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.keys(unstorableText(deep))).to.have.length(1);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, '\u0000']));
    expect(Object.keys(unstorableText(many))).to.have.length(20);
  });
});

describe('Ranges and the date window', () => {
  it('each message names the bound its range holds', () => {
    expect(Messages.roomCountTooHigh).to.match(new RegExp(`\\b${Ranges.roomCount.max}$`));
    expect(Messages.heavyItemCountTooHigh).to.match(new RegExp(`\\b${Ranges.heavyItemCount.max}$`));
    expect(Messages.listRangeInvalid).to.include(String(Ranges.listRow.max));
    expect(Messages.dateTooEarly).to.include(formatDay(EARLIEST_DAY));
    expect(DateWindow.yearsAhead).to.equal(2);
    expect(Messages.dateTooFarAhead).to.include('two years');
  });

  it("the largest amount fits the integer column with room to spare, and is at most nine digits (the spec's field)", () => {
    expect(Ranges.finalAmount.max).to.be.below(2 ** 31);
    expect(String(Ranges.finalAmount.max)).to.have.length(Limits.finalAmountDigits);
    expect(Ranges.version.max).to.equal(2 ** 31 - 1);
  });

  it('isWholeNumberIn holds the bounds and refuses fractions and anything not a number', () => {
    expect(isWholeNumberIn(0, Ranges.roomCount)).to.equal(true);
    expect(isWholeNumberIn(Ranges.roomCount.max, Ranges.roomCount)).to.equal(true);
    for (const value of [-1, Ranges.roomCount.max + 1, 1.5, '3', null, Infinity, NaN])
      expect(isWholeNumberIn(value, Ranges.roomCount), String(value)).to.equal(false);
  });

  it('latestDay is the same calendar day two years on; 29 February gives 1 March', () => {
    expect(latestDay(isoToDay('2026-03-15'))).to.equal(isoToDay('2028-03-15'));
    expect(latestDay(isoToDay('2028-02-29'))).to.equal(isoToDay('2030-03-01'));
  });

  it('dayProblem keeps a day from 01/01/2000 to two years after today, and refuses what is no calendar day', () => {
    const today = isoToDay('2026-06-01');
    expect(dayProblem(EARLIEST_DAY, today)).to.equal(undefined);
    expect(dayProblem(latestDay(today), today)).to.equal(undefined);
    expect(dayProblem(EARLIEST_DAY - DAY_MS, today)).to.equal('dateTooEarly');
    expect(dayProblem(latestDay(today) + DAY_MS, today)).to.equal('dateTooFarAhead');
    expect(dayProblem(8.64e15 + DAY_MS, today)).to.equal('dateTooFarAhead');
    for (const value of [today + 1, '2026-06-01', null, 1e21]) expect(dayProblem(value, today), String(value)).to.equal('notACalendarDay');
  });
});

describe('The move rules with the ranges and the text rule', () => {
  const today = isoToDay('2026-06-01');
  const options = { today };
  const dated = (d1: number, d2: number) => withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: d1, preferredDateOpt2: d2 }));

  it('when a room or a heavy item count is at its most, then no problem; one more names that count', () => {
    const atMost = withDraft((d) => {
      d.pickupTab1.pickUpRooms.garage = Ranges.roomCount.max;
      d.pickupTab2.heavyItemsToMove = { arcadegames: Ranges.heavyItemCount.max };
    });
    expect(moveStepProblems(atMost, 'pickup1', options)).to.deep.equal({});
    expect(moveStepProblems(atMost, 'pickup2', options)).to.deep.equal({});
    const over = withDraft((d) => {
      d.pickupTab1.pickUpRooms.garage = Ranges.roomCount.max + 1;
      d.pickupTab2.heavyItemsToMove = { arcadegames: Ranges.heavyItemCount.max + 1 };
    });
    expect(moveStepProblems(over, 'pickup1', options)).to.deep.equal({ 'pickupTab1.pickUpRooms.garage': 'roomCountTooHigh' });
    expect(moveStepProblems(over, 'pickup2', options)).to.deep.equal({ 'pickupTab2.heavyItemsToMove.arcadegames': 'heavyItemCountTooHigh' });
  });

  it("when a new draft's dates run from today to two years on, then no problem; beyond names the date; a re-priced order may go back to 01/01/2000", () => {
    expect(moveStepProblems(dated(today, latestDay(today)), 'move', options)).to.deep.equal({});
    expect(moveStepProblems(dated(today, latestDay(today) + DAY_MS), 'move', options)).to.deep.equal({
      'moveDatePreferences.preferredDateOpt2': 'dateTooFarAhead',
    });
    expect(moveStepProblems(dated(today - DAY_MS, today), 'move', options)).to.deep.equal({ 'moveDatePreferences.preferredDateOpt1': 'dateInPast' });
    const past = { today, allowPastDates: true };
    expect(moveStepProblems(dated(EARLIEST_DAY, EARLIEST_DAY + DAY_MS), 'move', past)).to.deep.equal({});
    expect(moveStepProblems(dated(EARLIEST_DAY - DAY_MS, today), 'move', past)).to.deep.equal({ 'moveDatePreferences.preferredDateOpt1': 'dateTooEarly' });
  });

  it('when an address, a description or a note holds text we cannot store, then the field says so', () => {
    expect(addressProblems({ ...denverDraft().pickupTab1.pickUpAddress, city: 'Den\u0000ver', streetaddress2: '\ud800' }, 'a')).to.deep.equal({
      'a.city': 'textNotStorable',
      'a.streetaddress2': 'textNotStorable',
    });
    const noted = withDraft((d) => {
      d.dropLocationTab.anythingElseToKnow = 'gate\u0007code';
      d.dropLocationTab.moversWillNeedToNavigate['other(pleaseexplain)'] = true;
      d.dropLocationTab.otherDesc = 'x\u001b';
    });
    expect(moveStepProblems(noted, 'drop', options)).to.deep.equal({
      'dropLocationTab.otherDesc': 'textNotStorable',
      'dropLocationTab.anythingElseToKnow': 'textNotStorable',
    });
  });

  it('partners, passwords and emails use the same text rule', () => {
    const partner = {
      companyName: 'Haul Co',
      city: 'Denver',
      state: 'CO',
      namePrimaryContact: 'Pat',
      primaryPhonePrimaryContact: '3035550111',
      primaryEmailPrimaryContact: 'pat@example.com',
      notesPrimaryContact: 'note\u0000',
    };
    expect(partnerProblems(partner)).to.deep.equal({ notesPrimaryContact: 'textNotStorable' });
    expect(partnerProblems({ ...partner, notesPrimaryContact: 'Über 🚚' })).to.deep.equal({});
    expect(passwordProblems('secret\u0000', 'secret\u0000')).to.deep.equal({ password: 'textNotStorable' });
    expect(isEmail('a\u0000b@example.com')).to.equal(false);
  });
});
