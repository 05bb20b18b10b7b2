import { expect } from 'chai';
import { ErrorCode, MAX_ROAD_MILES, SERVICE_AREAS } from '@moveday/openapi';
import { AppError } from '../../platform/errors.js';
import { describeZip, lookupZip, pickupTimeZone, routeBetween, servedArea } from './locations.js';
import type { Address } from './moveDraft.js';

const at = (zipcode: string, state: string, city = 'Somewhere'): Address => ({ streetaddress: '1 Main St', city, state, zipcode });
const DENVER = at('80202', 'CO', 'Denver');
const FORT_COLLINS = at('80521', 'CO', 'Fort Collins');
const COLORADO_SPRINGS = at('80903', 'CO', 'Colorado Springs');
const NEW_YORK = at('10118', 'NY', 'New York');

/** The quote-service error routeBetween throws, for a look at its message. */
function refusal(pickup: Address, dropoff: Address): AppError {
  try {
    routeBetween(pickup, dropoff);
  } catch (err) {
    expect(err).to.be.instanceOf(AppError);
    const appError = err as AppError;
    expect(appError.status).to.equal(422);
    expect(appError.errorCode).to.equal(ErrorCode.quoteService);
    return appError;
  }
  expect.fail('the move was not refused');
}

const servedAreaNames = SERVICE_AREAS.flatMap((area) => [area.stateName, ...area.cities.map((c) => c.name)]);

describe('locations', () => {
  describe('lookupZip', () => {
    it('when the zip exists, then its city, state and coordinates come back', () => {
      expect(lookupZip('80202')).to.deep.include({ zip: '80202', city: 'Denver', state: 'CO' });
      expect(lookupZip('80202')!.latitude).to.be.closeTo(39.75, 0.05);
    });

    it('when the zip does not exist or is not five digits, then nothing comes back', () => {
      for (const zip of ['00000', '99999', '8020', '802021', 'abcde', 'K1A0B', '']) expect(lookupZip(zip), zip).to.equal(undefined);
    });
  });

  describe('servedArea', () => {
    it("when the zip is one of the listed cities, then it is served by that city, in its state's time zone", () => {
      expect(servedArea('80202')).to.include({ city: 'Denver', state: 'CO', stateName: 'Colorado', timeZone: 'America/Denver', miles: 0 });
      expect(servedArea('85701')).to.include({ city: 'Tucson', timeZone: 'America/Phoenix' });
      expect(servedArea('76102')).to.include({ city: 'Fort Worth', timeZone: 'America/Chicago' });
    });

    it('when a zip is 40 miles from Tucson (Mammoth, AZ), then it is served by Tucson', () => {
      const area = servedArea('85618');
      expect(area).to.include({ city: 'Tucson', state: 'AZ' });
      expect(area!.miles).to.be.within(38, 42);
    });

    it('when a zip is 80 miles from Tucson (Maricopa, AZ), then it is not served', () => {
      expect(servedArea('85138')).to.equal(undefined);
    });

    it('when a zip lies between two cities, then the nearer one serves it', () => {
      // Longmont, CO: about 30 miles from Denver, 28 from Fort Collins.
      expect(servedArea('80501')).to.include({ city: 'Fort Collins' });
    });
  });

  describe('describeZip (GET /api/locations/{zip})', () => {
    it('when the zip is served, then the wizard gets city, state and the serving city', () => {
      expect(describeZip('80207')).to.deep.equal({ zip: '80207', city: 'Denver', state: 'CO', served: true, servedBy: 'Denver' });
    });

    it('when the zip is real but not served, then served is false and no serving city', () => {
      expect(describeZip('10118')).to.deep.equal({ zip: '10118', city: 'New York', state: 'NY', served: false });
    });

    it('when the zip does not exist, then nothing', () => {
      expect(describeZip('00000')).to.equal(undefined);
    });
  });

  describe('pickupTimeZone', () => {
    it("when the pickup is served, then it is its area's time zone", () => {
      expect(pickupTimeZone(at('85701', 'AZ'))).to.equal('America/Phoenix');
      expect(pickupTimeZone(at('75201', 'TX'))).to.equal('America/Chicago');
      expect(pickupTimeZone(at('87501', 'NM'))).to.equal('America/Denver');
    });

    it("when the zip is unknown or not served, then the state decides, else Denver's time zone, and it never throws", () => {
      expect(pickupTimeZone(at('00000', 'Texas'))).to.equal('America/Chicago');
      expect(pickupTimeZone(at('77002', 'TX'))).to.equal('America/Chicago'); // Houston: not served, Texas
      expect(pickupTimeZone(NEW_YORK)).to.equal('America/Denver');
      expect(pickupTimeZone(undefined)).to.equal('America/Denver');
      expect(pickupTimeZone({ zipcode: 'x' })).to.equal('America/Denver');
    });
  });

  describe('routeBetween', () => {
    it('when the move is Denver to Fort Collins, then it is served: about 58 straight miles, 73 by road', () => {
      const route = routeBetween(DENVER, FORT_COLLINS);
      expect(route.pickup).to.deep.equal({ zip: '80202', city: 'Denver', state: 'CO', area: 'Denver' });
      expect(route.dropoff).to.deep.equal({ zip: '80521', city: 'Fort Collins', state: 'CO', area: 'Fort Collins' });
      expect(route.straightMiles).to.be.closeTo(58, 1);
      expect(route.roadMiles).to.equal(72.2);
      expect(route.timeZone).to.equal('America/Denver');
    });

    it('when the road miles are worked out, then they are 1.25 × the straight line, to a tenth of a mile', () => {
      for (const [a, b] of [
        [DENVER, FORT_COLLINS],
        [DENVER, COLORADO_SPRINGS],
        [at('75201', 'TX'), at('76102', 'TX')],
      ] as const) {
        const route = routeBetween(a, b);
        expect(route.roadMiles).to.be.closeTo(route.straightMiles * 1.25, 0.1);
        expect(Math.round(route.roadMiles * 10)).to.equal(route.roadMiles * 10);
      }
    });

    it('when the move is Denver to Colorado Springs (about 64 straight, 80 road miles), then it is fine', () => {
      const route = routeBetween(DENVER, COLORADO_SPRINGS);
      expect(route.straightMiles).to.be.closeTo(64, 1);
      expect(route.roadMiles).to.be.closeTo(80, 1).and.at.most(MAX_ROAD_MILES);
    });

    it('when the move is Dallas to Fort Worth, then it is fine, in Central time', () => {
      const route = routeBetween(at('75201', 'TX'), at('76102', 'Texas'));
      expect(route.dropoff.area).to.equal('Fort Worth');
      expect(route.roadMiles).to.be.closeTo(38, 1);
      expect(route.timeZone).to.equal('America/Chicago');
    });

    it('when the move is Albuquerque to Santa Fe, then it is fine', () => {
      const route = routeBetween(at('87102', 'NM'), at('87501', 'New Mexico'));
      expect(route.roadMiles).to.be.closeTo(71, 1);
    });

    it('when the move is within one zip, then it is 0 miles', () => {
      expect(routeBetween(DENVER, DENVER)).to.include({ straightMiles: 0, roadMiles: 0 });
    });

    it('when the move is Denver to New York, then it is refused with a message naming every area we serve and the enquiry form', () => {
      const { message } = refusal(DENVER, NEW_YORK);
      expect(message).to.include('drop-off address (New York, NY 10118)');
      for (const name of servedAreaNames) expect(message).to.include(name);
      expect(message).to.include('enquiry from the Contact section');
    });

    it('when the pickup is 80 miles from Tucson, then the pickup is named as outside the areas we serve', () => {
      expect(refusal(at('85138', 'AZ'), at('85701', 'AZ')).message).to.match(/^Your pickup address \(Maricopa, AZ 85138\) is outside the areas we serve/);
    });

    it('when both ends are outside, then both are named', () => {
      expect(refusal(NEW_YORK, at('85138', 'AZ')).message).to.include(
        'pickup address (New York, NY 10118) and drop-off address (Maricopa, AZ 85138) are outside',
      );
    });

    it('when a zip does not exist, then the message names the zip and which address to check', () => {
      expect(refusal(at('00000', 'CO'), DENVER).message).to.equal('We could not find the zip code 00000. Please check the pickup address.');
      expect(refusal(DENVER, at('99999', 'CO')).message).to.equal('We could not find the zip code 99999. Please check the drop-off address.');
    });

    it('when the zip is in another state than the one given, then it is refused, naming both', () => {
      expect(refusal(at('80202', 'Texas'), DENVER).message).to.equal(
        'The zip code 80202 is in Denver, Colorado, not in Texas. Please check the pickup address.',
      );
      expect(refusal(DENVER, at('80521', 'NM')).message).to.include('Please check the drop-off address.');
      expect(refusal(DENVER, at('80521', 'Kolorado')).message).to.include('not in Kolorado');
    });

    it('when the state is given as a code or a name in any case, then it is accepted', () => {
      for (const state of ['CO', 'co', 'Colorado', ' colorado ', 'COLORADO']) {
        expect(routeBetween(at('80202', state), at('80521', state)).roadMiles, state).to.equal(72.2);
      }
    });

    it('when both ends are served but Fort Collins to Colorado Springs is about 120 straight miles, then it is refused as long-distance', () => {
      const { message } = refusal(FORT_COLLINS, COLORADO_SPRINGS);
      expect(message).to.match(/^This is a long-distance move \(about 15\d road miles\)\. We price local moves of up to 100 road miles instantly;/);
      expect(message).to.include('enquiry from the Contact section');
    });

    it("when both ends lie in Tucson's area but just over 100 road miles apart, then it is refused, with the tenth that counts", () => {
      // Tubac (42 mi south of Tucson) to Mammoth (40 mi north): about 80.3 straight, 100.4 road miles.
      expect(refusal(at('85646', 'AZ'), at('85618', 'AZ')).message).to.include('about 100.4 road miles');
    });

    it('when several things are wrong, then the checks run in order: zip, state, area, distance', () => {
      // An unknown drop-off zip is reported before a pickup in the wrong state.
      expect(refusal(at('80202', 'TX'), at('00000', 'CO')).message).to.include('zip code 00000');
      // A wrong state is reported before an unserved area.
      expect(refusal(NEW_YORK, at('80521', 'TX')).message).to.include('80521 is in Fort Collins, Colorado, not in TX');
      // An unserved area is reported before the distance.
      expect(refusal(DENVER, NEW_YORK).message).to.include('outside the areas we serve');
    });
  });
});
