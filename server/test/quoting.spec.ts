import { expect } from 'chai';
import { DAY_MS, ErrorCode, Messages, todayIn } from '@moveday/openapi';
import type { MoveDraft } from '../src/modules/quotes/index.js';
import { call, expectError, get, login, post, sql } from './support/app.js';
import { denverDraft, withDraft } from './support/drafts.js';
import { ADMIN } from './support/hooks.js';

const quote = (draft: unknown) => post('/api/residential_details', draft);
const sum = (lines: Array<{ amount: number }>) => lines.reduce((total, line) => total + line.amount, 0);

describe('POST /api/residential_details', () => {
  it('when a 2-bedroom apartment moves across Denver, then it gets a fixed price a Denver mover would charge, kept as a quoted move', async () => {
    const answer = await quote(denverDraft());
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const { moveID, moveDatabaseID, quote: q } = answer.body;
    expect(moveID).to.match(/^MD-\d{6,}$/);
    expect(moveDatabaseID).to.match(/^[0-9a-f-]{36}$/);
    expect(q.estimateQuoteFlag).to.equal(false);
    expect(q.estimateQuotePrice).to.be.within(450, 1200);
    expect(q.bookingPrice).to.equal(Math.ceil(q.estimateQuotePrice * 0.9));
    expect(sum(q.lines)).to.equal(q.estimateQuotePrice);
    expect(q.datePrices).to.have.length(2);

    const [row] = await sql('SELECT status, move_number, customer_id, estimate_amount, draft FROM moves WHERE id = $1', [moveDatabaseID]);
    expect(row).to.include({ status: 'quoted', move_number: moveID, customer_id: null, estimate_amount: q.estimateQuotePrice });
    expect(row.draft.pickupTab1.pickUpAddress.zipcode).to.equal('80202');
    const events = await sql('SELECT action, to_status, actor_role FROM move_events WHERE move_id = $1', [moveDatabaseID]);
    expect(events).to.deep.equal([{ action: 'quoted', to_status: 'quoted', actor_role: 'visitor' }]);
  });

  it('when the same move has an upright piano, then it is a rough estimate at a higher price, not discounted', async () => {
    const plain = (await quote(denverDraft())).body.quote;
    const answer = await quote(withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 })));
    expect(answer.status).to.equal(200);
    expect(answer.body.quote.estimateQuoteFlag).to.equal(true);
    expect(answer.body.quote.estimateQuotePrice).to.be.greaterThan(plain.estimateQuotePrice);
    expect(answer.body.quote.bookingPrice).to.equal(answer.body.quote.estimateQuotePrice);
  });

  it('when the home is over 5,000 sq ft, then it is a rough estimate', async () => {
    const answer = await quote(withDraft((d) => (d.pickupTab1.pickUpLocationSize = 'More than 5,000 sq.ft.')));
    expect(answer.body.quote.estimateQuoteFlag).to.equal(true);
  });

  it('when a preferred date is a Saturday, then the fixed price is the dearer weekend one', async () => {
    const weekday = (await quote(denverDraft())).body.quote;
    const saturday = withDraft((d) => {
      const tuesday = d.moveDatePreferences.preferredDateOpt1!;
      d.moveDatePreferences.preferredDateOpt2 = tuesday + 4 * DAY_MS;
    });
    const answer = (await quote(saturday)).body.quote;
    expect(answer.estimateQuotePrice).to.be.greaterThan(weekday.estimateQuotePrice);
    expect(Math.max(...answer.datePrices.map((p: { price: number }) => p.price))).to.equal(answer.estimateQuotePrice);
  });

  it('when the client sends derived flags, then the server recomputes them', async () => {
    const answer = await quote(
      withDraft((d) => {
        d.pickupTab1.pickUpAddressFilled = false;
        d.pickupTab2.otherDescFilled = true;
        d.pickupTab2.otherDesc = 'ignored: other is not ticked';
      }),
    );
    const [row] = await sql('SELECT draft FROM moves WHERE id = $1', [answer.body.moveDatabaseID]);
    expect(row.draft.pickupTab1.pickUpAddressFilled).to.equal(true);
    expect(row.draft.pickupTab2.otherDescFilled).to.equal(false);
    expect(row.draft.pickupTab2.otherDesc).to.equal('');
  });

  describe('the quote-service error (422, code 7009)', () => {
    const refused = async (draft: MoveDraft, includes: string[]) => {
      const answer = await quote(draft);
      expectError(answer, 422, ErrorCode.quoteService);
      for (const text of includes) expect(answer.body.errorMessage).to.include(text);
      return answer;
    };

    it('when the move goes from Denver to New York, then the message names the areas we serve', async () => {
      await refused(
        withDraft((d) => (d.dropLocationTab.dropoffAddress = { streetaddress: '350 5th Ave', city: 'New York', state: 'NY', zipcode: '10118' })),
        ['Denver', 'Tucson', 'Dallas'],
      );
    });

    it('when the pickup zip does not exist, then the message names it', async () => {
      await refused(
        withDraft((d) => (d.pickupTab1.pickUpAddress.zipcode = '00000')),
        ['00000'],
      );
    });

    it('when the zip is in another state than the one given, then it is refused', async () => {
      await refused(
        withDraft((d) => (d.pickupTab1.pickUpAddress.state = 'Texas')),
        ['80202'],
      );
    });

    it('when both ends are served but over 100 road miles apart, then it is refused as long-distance', async () => {
      await refused(
        withDraft((d) => {
          d.pickupTab1.pickUpAddress = { streetaddress: '300 Remington St', city: 'Fort Collins', state: 'CO', zipcode: '80521' };
          d.dropLocationTab.dropoffAddress = { streetaddress: '30 S Nevada Ave', city: 'Colorado Springs', state: 'Colorado', zipcode: '80903' };
        }),
        ['100'],
      );
    });

    it('when the state is given by name, then it is accepted', async () => {
      expect((await quote(withDraft((d) => (d.pickupTab1.pickUpAddress.state = 'colorado')))).status).to.equal(200);
    });
  });

  describe("the spec's rules, each reachable with the field it names", () => {
    const today = () => todayIn('America/Denver');
    const long = (n: number) => 'x'.repeat(n);
    const cases: Array<[string, (d: MoveDraft) => void, string, string]> = [
      ['no service type', (d) => (d.serviceType = { boxedAndReadyToGo: false, packingAndMoving: false }), 'serviceType', Messages.selectServiceType],
      ['both service types', (d) => (d.serviceType = { boxedAndReadyToGo: true, packingAndMoving: true }), 'serviceType', Messages.selectServiceType],
      ['a missing date', (d) => (d.moveDatePreferences.preferredDateOpt1 = null), 'moveDatePreferences.preferredDateOpt1', Messages.selectBothDates],
      ['a date in the past', (d) => (d.moveDatePreferences.preferredDateOpt2 = today() - DAY_MS), 'moveDatePreferences.preferredDateOpt2', Messages.dateInPast],
      [
        'the same date twice',
        (d) => (d.moveDatePreferences.preferredDateOpt2 = d.moveDatePreferences.preferredDateOpt1),
        'moveDatePreferences.preferredDateOpt2',
        Messages.bothDatesSame,
      ],
      [
        'a date that is not a calendar day',
        (d) => (d.moveDatePreferences.preferredDateOpt1! += 3_600_000),
        'moveDatePreferences.preferredDateOpt1',
        Messages.notACalendarDay,
      ],
      ['an unknown home type', (d) => (d.pickupTab1.whereYouMovingFrom = 'castle'), 'pickupTab1.whereYouMovingFrom', Messages.selectMovingFrom],
      ['an unknown size band', (d) => (d.pickupTab1.pickUpLocationSize = '900'), 'pickupTab1.pickUpLocationSize', Messages.selectHomeSize],
      ['an unknown floor', (d) => (d.pickupTab1.noOfFloors = '31'), 'pickupTab1.noOfFloors', Messages.selectFloors],
      ['no street', (d) => (d.pickupTab1.pickUpAddress.streetaddress = '  '), 'pickupTab1.pickUpAddress.streetaddress', Messages.streetRequired],
      [
        'a street of 61 characters',
        (d) => (d.pickupTab1.pickUpAddress.streetaddress = long(61)),
        'pickupTab1.pickUpAddress.streetaddress',
        Messages.streetTooLong,
      ],
      [
        'a second line of 61 characters',
        (d) => (d.pickupTab1.pickUpAddress.streetaddress2 = long(61)),
        'pickupTab1.pickUpAddress.streetaddress2',
        Messages.streetTooLong,
      ],
      ['no city', (d) => (d.pickupTab1.pickUpAddress.city = ''), 'pickupTab1.pickUpAddress.city', Messages.cityRequired],
      ['a city of 31 characters', (d) => (d.pickupTab1.pickUpAddress.city = long(31)), 'pickupTab1.pickUpAddress.city', Messages.cityTooLong],
      ['no state', (d) => (d.pickupTab1.pickUpAddress.state = ''), 'pickupTab1.pickUpAddress.state', Messages.stateRequired],
      ['a state of 31 characters', (d) => (d.pickupTab1.pickUpAddress.state = long(31)), 'pickupTab1.pickUpAddress.state', Messages.stateTooLong],
      ['a 4-digit zip', (d) => (d.pickupTab1.pickUpAddress.zipcode = '8020'), 'pickupTab1.pickUpAddress.zipcode', Messages.zipcodeInvalid],
      ['a zip with letters', (d) => (d.pickupTab1.pickUpAddress.zipcode = '8020a'), 'pickupTab1.pickUpAddress.zipcode', Messages.zipcodeInvalid],
      ['no room', (d) => (d.pickupTab1.pickUpRooms = { bedroom: 0 }), 'pickupTab1.pickUpRooms', Messages.atLeastOneRoom],
      ['a negative room count', (d) => (d.pickupTab1.pickUpRooms.kitchen = -1), 'pickupTab1.pickUpRooms.kitchen', Messages.countsNotNegative],
      ['half a room', (d) => (d.pickupTab1.pickUpRooms.study = 0.5), 'pickupTab1.pickUpRooms.study', Messages.countsNotNegative],
      [
        'other ticked, unexplained',
        (d) => (d.pickupTab2.moversWillNeedToNavigate['other(pleaseexplain)'] = true),
        'pickupTab2.otherDesc',
        Messages.explainOther,
      ],
      [
        'an explanation of 251 characters',
        (d) => {
          d.pickupTab2.moversWillNeedToNavigate['other(pleaseexplain)'] = true;
          d.pickupTab2.otherDesc = long(251);
        },
        'pickupTab2.otherDesc',
        Messages.otherDescTooLong,
      ],
      ['a negative heavy item', (d) => (d.pickupTab2.heavyItemsToMove.arcadegames = -2), 'pickupTab2.heavyItemsToMove.arcadegames', Messages.countsNotNegative],
      [
        'two kits',
        (d) => {
          d.packingSupplies.mediumPacking = true;
          d.packingSupplies.largePacking = true;
          d.servicesTab.desiredDeliveryDate.preferredDate = today();
        },
        'packingSupplies',
        Messages.oneKitOnly,
      ],
      [
        'a kit without a delivery date',
        (d) => (d.packingSupplies.mediumPacking = true),
        'servicesTab.desiredDeliveryDate.preferredDate',
        Messages.deliveryDateRequired,
      ],
      [
        'a delivery after a preferred date',
        (d) => {
          d.packingSupplies.mediumPacking = true;
          d.servicesTab.desiredDeliveryDate.preferredDate = d.moveDatePreferences.preferredDateOpt2! + DAY_MS;
        },
        'servicesTab.desiredDeliveryDate.preferredDate',
        Messages.deliveryDateBeforeMove,
      ],
      [
        'a delivery before today',
        (d) => {
          d.packingSupplies.loadingAndUnloading = true;
          d.servicesTab.desiredDeliveryDate.preferredDate = today() - DAY_MS;
        },
        'servicesTab.desiredDeliveryDate.preferredDate',
        Messages.deliveryDateBeforeMove,
      ],
      [
        'a delivery date without a kit',
        (d) => (d.servicesTab.desiredDeliveryDate.preferredDate = today()),
        'servicesTab.desiredDeliveryDate.preferredDate',
        Messages.deliveryDateWithoutKit,
      ],
      ['an unknown drop-off home type', (d) => (d.dropLocationTab.moveTo = ''), 'dropLocationTab.moveTo', Messages.selectMovingTo],
      ['an unknown drop-off size', (d) => (d.dropLocationTab.dropLocationSize = 'big'), 'dropLocationTab.dropLocationSize', Messages.selectHomeSize],
      ['an unknown drop-off floor', (d) => (d.dropLocationTab.dropLocationNoOfFloor = ''), 'dropLocationTab.dropLocationNoOfFloor', Messages.selectFloors],
      [
        'an incomplete drop-off address',
        (d) => (d.dropLocationTab.dropoffAddress.zipcode = ''),
        'dropLocationTab.dropoffAddress.zipcode',
        Messages.zipcodeInvalid,
      ],
      [
        'drop-off other ticked, unexplained',
        (d) => (d.dropLocationTab.moversWillNeedToNavigate['other(pleaseexplain)'] = true),
        'dropLocationTab.otherDesc',
        Messages.explainOther,
      ],
      [
        'a note of 251 characters',
        (d) => (d.dropLocationTab.anythingElseToKnow = long(251)),
        'dropLocationTab.anythingElseToKnow',
        Messages.anythingElseTooLong,
      ],
    ];
    for (const [label, edit, field, message] of cases) {
      it(`when the draft has ${label}, then 400 names ${field}: "${message}"`, async () => {
        const answer = await quote(withDraft(edit));
        expectError(answer, 400, ErrorCode.validation);
        expect(answer.body.fields).to.have.property(field, message);
      });
    }

    it('when the draft is right at the limits (today-adjacent dates, 60/30 characters, 250-character notes), then it is priced', async () => {
      const answer = await quote(
        withDraft((d) => {
          d.pickupTab1.pickUpAddress.streetaddress = long(60);
          d.dropLocationTab.anythingElseToKnow = long(250);
          d.packingSupplies.loadingAndUnloading = true;
          d.servicesTab.desiredDeliveryDate.preferredDate = today();
        }),
      );
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    });
  });

  describe('malformed payloads', () => {
    it('when fields have the wrong types, then 400 names them', async () => {
      const answer = await quote({ ...denverDraft(), serviceType: { boxedAndReadyToGo: 'yes', packingAndMoving: false }, pickupTab1: 'none' });
      expectError(answer, 400, ErrorCode.validation);
      expect(Object.keys(answer.body.fields).join(' ')).to.include('serviceType').and.include('pickupTab1');
    });

    it('when whole tabs are missing, then 400 names them', async () => {
      const answer = await quote({ serviceType: { boxedAndReadyToGo: true, packingAndMoving: false } });
      expectError(answer, 400, ErrorCode.validation);
      expect(answer.body.fields).to.include.keys('moveDatePreferences', 'pickupTab1', 'dropLocationTab');
    });

    it('when the body is not JSON or is too large, then the error model answers', async () => {
      expectError(await call('POST', '/api/residential_details', '{"serviceType":'), 400, ErrorCode.validation);
      expectError(await quote({ ...denverDraft(), padding: 'x'.repeat(150_000) }), 413, ErrorCode.payloadTooLarge);
    });
  });
});

describe('Admin quoting', () => {
  it("when an admin checks a quote for a new order, then the price matches the customer's and nothing is stored", async () => {
    const token = await login(ADMIN.email, ADMIN.password);
    const [{ count: before }] = await sql('SELECT count(*)::int AS count FROM moves');
    const customerPrice = (await quote(denverDraft())).body.quote.estimateQuotePrice;
    const answer = await post(
      '/api/admin/getquote_addorder',
      { ...denverDraft(), customerDetails: { firstName: 'Ana', lastName: 'Ruiz', userEmail: 'ana@example.com', userPhone: '3035550123' } },
      token,
    );
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body.quote.estimateQuotePrice).to.equal(customerPrice);
    expect(answer.body.finalMoveAmount).to.equal(Math.ceil(customerPrice * 0.9));
    const [{ count: after }] = await sql('SELECT count(*)::int AS count FROM moves');
    expect(after).to.equal(before + 1);
  });

  it('when an admin re-prices an order whose dates have passed, then it is priced all the same', async () => {
    const token = await login(ADMIN.email, ADMIN.password);
    const past = withDraft((d) => {
      d.moveDatePreferences.preferredDateOpt1 = todayIn('America/Denver') - 10 * DAY_MS;
      d.moveDatePreferences.preferredDateOpt2 = todayIn('America/Denver') - 9 * DAY_MS;
    });
    expect((await post('/api/admin/getquote_editorder', past, token)).status).to.equal(200);
    expectError(await post('/api/admin/getquote_addorder', past, token), 400, ErrorCode.validation, Messages.dateInPast);
  });
});

describe('GET /api/locations/{zipcode}', () => {
  it('when the zip is in a served area, then city, state and the serving city come back', async () => {
    const answer = await get('/api/locations/80207');
    expect(answer.body).to.deep.include({ zip: '80207', city: 'Denver', state: 'CO', served: true, servedBy: 'Denver' });
  });

  it('when the zip is real but not served, then served is false', async () => {
    expect((await get('/api/locations/10118')).body).to.include({ state: 'NY', served: false });
  });

  it('when the zip does not exist, then 404', async () => {
    expectError(await get('/api/locations/00000'), 404, ErrorCode.notFound);
    expectError(await get('/api/locations/abc'), 404, ErrorCode.notFound);
  });
});

describe('The move draft contract', () => {
  it("names exactly the catalogue's rooms, obstacles, kits and additional help", async () => {
    const { ROOMS, OBSTACLES, PACKING_KITS, ADDITIONAL_HELP } = await import('@moveday/openapi');
    const schemas = (await get('/api/openapi.json')).body.components.schemas;
    const keysOf = (name: string) => Object.keys(schemas[name].properties).sort();
    expect(keysOf('PickUpRooms')).to.deep.equal(ROOMS.map((r) => r.key).sort());
    expect(keysOf('NavigationFlags')).to.deep.equal(OBSTACLES.map((o) => o.key).sort());
    expect(keysOf('PackingSupplies')).to.deep.equal(PACKING_KITS.map((k) => k.key).sort());
    expect(keysOf('AdditionalHelp')).to.deep.equal(ADDITIONAL_HELP.map((h) => h.key).sort());
  });

  it('keeps every heavy item the catalogue lists and drops unknown ones', async () => {
    const { HEAVY_ITEMS } = await import('@moveday/openapi');
    const items = Object.fromEntries(HEAVY_ITEMS.map((item) => [item.key, 1]));
    const answer = await quote(withDraft((d) => (d.pickupTab2.heavyItemsToMove = { ...items, hottub: 1 })));
    expect(answer.status).to.equal(200);
    const [row] = await sql('SELECT draft FROM moves WHERE id = $1', [answer.body.moveDatabaseID]);
    expect(Object.keys(row.draft.pickupTab2.heavyItemsToMove).sort()).to.deep.equal(HEAVY_ITEMS.map((i) => i.key).sort());
  });
});
