import { expect } from 'chai';
import { emptyDraft, formatDay, isoToDay, type MoveDraft } from '@moveday/openapi';
import type { QuoteAnswer } from '../api/getQuote';
import { atTab, freshQuoteFlow, readQuoteFlow, withDraft, withQuote, type QuoteFlow } from './quoteFlowState';

const quoteFor = (moveDatabaseID: string): QuoteAnswer => ({
  error: false,
  moveID: `MD-${moveDatabaseID}`,
  moveDatabaseID,
  quote: { estimateQuoteFlag: false, estimateQuotePrice: 1200, bookingPrice: 1080, movers: 2, hours: 4, roadMiles: 6, lines: [], datePrices: [] },
});

const DEC_5 = isoToDay('2026-12-05');
const DEC_12 = isoToDay('2026-12-12');

/** A draft part-way through the wizard: dates, the pickup home and a few rooms. */
function startedDraft(): MoveDraft {
  const draft = emptyDraft();
  draft.serviceType.packingAndMoving = true;
  draft.moveDatePreferences = { preferredDateOpt1: DEC_5, preferredDateOpt2: DEC_12 };
  draft.pickupTab1.whereYouMovingFrom = 'house';
  draft.pickupTab1.pickUpRooms.bedroom = 3;
  draft.pickupTab1.pickUpAddress = { streetaddress: '1600 Glenarm Pl', streetaddress2: '', city: 'Denver', state: 'CO', zipcode: '80202' };
  return draft;
}

const saved = (flow: Partial<Record<keyof QuoteFlow, unknown>>) => JSON.stringify(flow);

/** Runs `read` as a browser in `timeZone` would (Node reads TZ afresh on each change). */
function inTimeZone<T>(timeZone: string, read: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return read();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('The quote in progress, read back from the browser', () => {
  it('when nothing is saved, then the wizard starts on a blank draft at the first tab with no quote', () => {
    expect(readQuoteFlow(null)).to.deep.equal(freshQuoteFlow());
    expect(readQuoteFlow('')).to.deep.equal(freshQuoteFlow());
  });

  it('when what is saved is not a flow (broken JSON, a number, an array, null), then the wizard starts afresh', () => {
    for (const text of ['{"draft":', 'not json', '42', '[1,2]', 'null', '"draft"']) {
      expect(readQuoteFlow(text), text).to.deep.equal(freshQuoteFlow());
    }
  });

  it('when a draft was saved, then every answer in it comes back as it was', () => {
    const draft = startedDraft();
    const flow = readQuoteFlow(saved({ draft, tab: 1.5, furthest: 2, quote: null, quotedMoveId: null }));
    expect(flow.draft).to.deep.equal(draft);
    expect(flow.tab).to.equal(1.5);
    expect(flow.furthest).to.equal(2);
  });

  it('when a draft was saved before a field existed, then the field is there with its blank value and the saved answers are kept', () => {
    const draft = startedDraft();
    const old = structuredClone(draft) as unknown as Record<string, Record<string, unknown>>;
    delete old.additionalHelp;
    delete old.pickupTab1.noOfFloors;
    delete (old.pickupTab1.pickUpRooms as Record<string, number>).kitchen;

    const flow = readQuoteFlow(saved({ draft: old, tab: 2, furthest: 2 }));

    expect(flow.draft.additionalHelp).to.deep.equal(emptyDraft().additionalHelp);
    expect(flow.draft.pickupTab1.noOfFloors).to.equal('');
    expect(flow.draft.pickupTab1.pickUpRooms).to.include({ bedroom: 3, kitchen: 0 });
    expect(flow.draft.pickupTab1.pickUpAddress.city).to.equal('Denver');
    expect(flow.draft.serviceType).to.deep.equal({ boxedAndReadyToGo: false, packingAndMoving: true });
  });

  it('when a part of the saved draft is not an object (null, a list, text), then that part is blank and the rest is kept', () => {
    const draft = startedDraft() as unknown as Record<string, unknown>;
    const flow = readQuoteFlow(saved({ draft: { ...draft, pickupTab2: null, dropLocationTab: ['x'], additionalHelp: 'all' } }));
    expect(flow.draft.pickupTab2).to.deep.equal(emptyDraft().pickupTab2);
    expect(flow.draft.dropLocationTab).to.deep.equal(emptyDraft().dropLocationTab);
    expect(flow.draft.additionalHelp).to.deep.equal(emptyDraft().additionalHelp);
    expect(flow.draft.moveDatePreferences).to.deep.equal({ preferredDateOpt1: DEC_5, preferredDateOpt2: DEC_12 });
  });

  it('when the saved tab is not one of the wizard\'s (7, "2", -1, missing), then the wizard opens at the first tab', () => {
    for (const tab of [7, '2', -1, 0.5, undefined]) {
      const flow = readQuoteFlow(saved({ draft: startedDraft(), tab, furthest: tab }));
      expect(flow.tab, String(tab)).to.equal(0);
      expect(flow.furthest, String(tab)).to.equal(0);
    }
  });

  it("when a quote was saved without the quoted move's id (an older save), then that quote's move is the one to withdraw later", () => {
    const flow = readQuoteFlow(saved({ draft: startedDraft(), tab: 4, furthest: 4, quote: quoteFor('a1') }));
    expect(flow.quote?.moveDatabaseID).to.equal('a1');
    expect(flow.quotedMoveId).to.equal('a1');
  });

  it('when an edit voided the quote, then the quoted move is still remembered, so that it can be withdrawn', () => {
    const flow = readQuoteFlow(saved({ draft: startedDraft(), tab: 2, furthest: 4, quote: null, quotedMoveId: 'a1' }));
    expect(flow.quote).to.equal(null);
    expect(flow.quotedMoveId).to.equal('a1');
  });

  it('when the draft is read in any browser time zone, then its dates are the same calendar days as saved', () => {
    const text = saved({ draft: startedDraft(), tab: 0, furthest: 0 });
    for (const timeZone of ['Pacific/Honolulu', 'America/Phoenix', 'America/Denver', 'UTC', 'Europe/Berlin', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      const dates = inTimeZone(timeZone, () => readQuoteFlow(text).draft.moveDatePreferences);
      expect([formatDay(dates.preferredDateOpt1), formatDay(dates.preferredDateOpt2)], timeZone).to.deep.equal(['12/05/2026', '12/12/2026']);
    }
  });
});

describe('The quote in progress, as the visitor goes on', () => {
  const started = (): QuoteFlow => ({ ...freshQuoteFlow(), draft: startedDraft(), tab: 4, furthest: 4 });

  it('when the draft changes after Get Quote, then the quote is void but its move is remembered', () => {
    const quoted = withQuote(started(), quoteFor('a1')).flow;
    const edited = withDraft(quoted, { ...quoted.draft, moveDatePreferences: { preferredDateOpt1: DEC_12, preferredDateOpt2: DEC_5 } });
    expect(edited.quote).to.equal(null);
    expect(edited.quotedMoveId).to.equal('a1');
    expect(edited.draft.moveDatePreferences.preferredDateOpt1).to.equal(DEC_12);
  });

  it('when the visitor goes back a tab, then the furthest tab reached stays; going on past it moves it', () => {
    const atReview = started();
    expect(atTab(atReview, 1)).to.include({ tab: 1, furthest: 4 });
    const early = { ...freshQuoteFlow(), tab: 1 as const, furthest: 1 as const };
    expect(atTab(early, 1.5)).to.include({ tab: 1.5, furthest: 1.5 });
    expect(atTab(atTab(early, 1.5), 0)).to.include({ tab: 0, furthest: 1.5 });
  });

  it('when a second quote comes for an edited draft, then the first quoted move is the one to withdraw', () => {
    const first = withQuote(started(), quoteFor('a1'));
    expect(first.superseded).to.equal(null);
    const second = withQuote(withDraft(first.flow, first.flow.draft), quoteFor('b2'));
    expect(second.superseded).to.equal('a1');
    expect(second.flow.quotedMoveId).to.equal('b2');
    expect(second.flow.quote?.moveDatabaseID).to.equal('b2');
  });

  it('when the same quoted move is answered again, then nothing is withdrawn', () => {
    const first = withQuote(started(), quoteFor('a1'));
    expect(withQuote(first.flow, quoteFor('a1')).superseded).to.equal(null);
  });
});
