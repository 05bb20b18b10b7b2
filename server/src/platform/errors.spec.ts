import { expect } from 'chai';
import { ConnectionAcquireTimeoutError, ConnectionRefusedError, DatabaseError, HostNotReachableError, UniqueConstraintError } from 'sequelize';
import { ValidateError } from '@tsoa/runtime';
import { CONFLICT_CODES, ErrorCode, Messages, catalogueKeyOf, formatMessage } from '@moveday/openapi';
import { expectKeyedMessage } from '../../test/support/app.js';
import { conflict, isDatabaseUnavailable, toAppError, validationError } from './errors.js';

/** What node-postgres throws: an Error with PostgreSQL's SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
/** What Sequelize throws for a query whose connection failed: a DatabaseError around the driver's error. */
const inQuery = (driverError: Error) => new DatabaseError(Object.assign(driverError, { sql: 'SELECT 1' }) as never);

describe('Which errors mean the database is down', () => {
  const down: Array<[string, unknown]> = [
    ['a refused connection', new ConnectionRefusedError(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433'))],
    ['an unreachable host', new HostNotReachableError(pgError('EHOSTUNREACH', 'connect EHOSTUNREACH 10.0.0.9:5432'))],
    ['a pool that gave up acquiring', new ConnectionAcquireTimeoutError(new Error('Operation timeout'))],
    ['an administrator shutdown in a query (57P01)', inQuery(pgError('57P01', 'terminating connection due to administrator command'))],
    ['a database starting up (57P03)', inQuery(pgError('57P03', 'the database system is starting up'))],
    ['a connection exception (08006)', inQuery(pgError('08006', 'connection failure'))],
    ['too many connections (53300)', inQuery(pgError('53300', 'sorry, too many clients already'))],
    ['a connection that died in a query', inQuery(new Error('Connection terminated unexpectedly'))],
    ['a reset socket', inQuery(pgError('ECONNRESET', 'read ECONNRESET'))],
  ];
  for (const [what, err] of down) {
    it(`when the error is ${what}, then it answers 503 with code 7014 and the catalogue's words only`, () => {
      expect(isDatabaseUnavailable(err)).to.equal(true);
      const answer = toAppError(err);
      expect(answer.status).to.equal(503);
      expect(answer.toBody()).to.deep.equal({
        error: true,
        errorCode: ErrorCode.serviceUnavailable,
        errorMessage: Messages.serviceUnavailable,
        messageKey: 'serviceUnavailable',
      });
      expect(answer.cause, 'the detail is kept for the log').to.equal(err);
    });
  }

  it('when a token check stamped 401 on a refused connection (as tsoa does), then it still answers 503', () => {
    const err = Object.assign(new ConnectionRefusedError(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433')), { status: 401 });
    expect(toAppError(err).status).to.equal(503);
  });

  const notDown: Array<[string, unknown]> = [
    ['a duplicate key', new UniqueConstraintError({ message: 'duplicate key' })],
    ['a syntax error (42601)', inQuery(pgError('42601', 'syntax error at or near "SELEC"'))],
    ['an integer out of range (22003)', inQuery(pgError('22003', 'integer out of range'))],
    [
      "a client that hung up while sending its body (body-parser's request.aborted)",
      Object.assign(new Error('request aborted'), { type: 'request.aborted', code: 'ECONNABORTED', status: 400 }),
    ],
    ['a plain programming error', new TypeError('x is undefined')],
  ];
  for (const [what, err] of notDown) {
    it(`when the error is ${what}, then it is not taken for an outage`, () => {
      expect(isDatabaseUnavailable(err)).to.equal(false);
      expect(toAppError(err).status).to.not.equal(503);
    });
  }
});

describe('An error answer as catalogue key and parameters', () => {
  it('when an error is built from a key with parameters, then it answers the English text, the key and the parameters', () => {
    const answer = conflict(ErrorCode.partnerInUse, 'partnerInUse', { company: 'Acme Movers', count: 2 });
    expect(answer.status).to.equal(409);
    expect(answer.message).to.equal('Acme Movers is assigned to 2 open orders: it can be deleted once those orders are completed or cancelled.');
    expect(answer.toBody()).to.deep.equal({
      error: true,
      errorCode: ErrorCode.partnerInUse,
      errorMessage: answer.message,
      messageKey: 'partnerInUse',
      messageParams: { company: 'Acme Movers', count: 2 },
    });
  });

  it('when a parameter is itself a message (a status word), then the English has its words and the body keeps its key', () => {
    const params = { status: { key: 'orderIsCompleted' }, action: { key: 'orderToCancel' } } as const;
    const body = conflict(ErrorCode.illegalTransition, 'orderStepRefused', params).toBody();
    expect(body.errorMessage).to.equal('This order is completed: it cannot be cancelled.');
    expect(body.messageParams).to.deep.equal(params);
  });

  it('when fields fail, then `fields` has their English, `fieldMessages` their keys and parameters, and the first one leads', () => {
    const body = validationError({
      actualMoveDate: { key: 'actualDateNotPreferred', params: { date1: '01/04/2027', date2: '01/05/2027' } },
      cancelReason: { key: 'cancelReasonRequired' },
    }).toBody();
    expect(body).to.deep.include({
      errorCode: ErrorCode.validation,
      errorMessage: 'The move date must be one of the two preferred dates: 01/04/2027 or 01/05/2027',
      messageKey: 'actualDateNotPreferred',
      messageParams: { date1: '01/04/2027', date2: '01/05/2027' },
      fields: {
        actualMoveDate: 'The move date must be one of the two preferred dates: 01/04/2027 or 01/05/2027',
        cancelReason: Messages.cancelReasonRequired,
      },
      fieldMessages: {
        actualMoveDate: { key: 'actualDateNotPreferred', params: { date1: '01/04/2027', date2: '01/05/2027' } },
        cancelReason: { key: 'cancelReasonRequired' },
      },
    });
  });

  it("when a field's message is a shared rule's catalogue text, then it travels under its key; any other text under untranslatedText", () => {
    const body = validationError({ 'pickupTab1.pickUpAddress.city': Messages.cityRequired, moreDetails: 'no such rule in the catalogue' }).toBody();
    expect(body.fieldMessages).to.deep.equal({
      'pickupTab1.pickUpAddress.city': { key: 'cityRequired' },
      moreDetails: { key: 'untranslatedText', params: { text: 'no such rule in the catalogue' } },
    });
    expect(body.fields).to.deep.equal({ 'pickupTab1.pickUpAddress.city': Messages.cityRequired, moreDetails: 'no such rule in the catalogue' });
  });

  it('when the route validator refuses a field, then its own words are kept, under requestInvalid and untranslatedText', () => {
    const body = toAppError(new ValidateError({ 'body.pickupTab1.noOfFloors': { message: 'invalid string value', value: 3 } }, '')).toBody();
    expect(body).to.deep.include({
      errorCode: ErrorCode.validation,
      errorMessage: 'Invalid request: pickupTab1.noOfFloors: invalid string value',
      messageKey: 'requestInvalid',
      messageParams: { problems: 'pickupTab1.noOfFloors: invalid string value' },
      fieldMessages: { 'pickupTab1.noOfFloors': { key: 'untranslatedText', params: { text: 'invalid string value' } } },
    });
  });

  it('when a library refuses a request with its own words, then they are kept under untranslatedText', () => {
    const body = toAppError(Object.assign(new Error('Unsupported Media Type'), { status: 415 })).toBody();
    expect(body).to.deep.equal({
      error: true,
      errorCode: ErrorCode.validation,
      errorMessage: 'Unsupported Media Type',
      messageKey: 'untranslatedText',
      messageParams: { text: 'Unsupported Media Type' },
    });
  });

  it('when a parameter is missing, then the placeholder stays in the words and the suite-wide check refuses the answer', () => {
    const words = formatMessage('partnerInUse', { company: 'Acme Movers' });
    expect(words).to.include('{count}');
    expect(() => expectKeyedMessage({ key: 'partnerInUse', params: { company: 'Acme Movers' } }, words)).to.throw(/parameters of partnerInUse/);
  });
});

describe('The catalogue', () => {
  it('when a text is looked up, then it names its own key: no two entries share a text but the status and action words for cancelled', () => {
    const byText = new Map<string, string[]>();
    for (const [key, text] of Object.entries(Messages)) byText.set(text, [...(byText.get(text) ?? []), key]);
    const shared = [...byText.values()].filter((keys) => keys.length > 1);
    expect(shared).to.deep.equal([['orderIsCancelled', 'orderToCancel']]);
    for (const [text, [key]] of byText) expect(catalogueKeyOf(text)).to.equal(key);
  });

  it('when every code a 409 answers is listed, then each is its own and none is the retired 7007', () => {
    expect(new Set(CONFLICT_CODES).size).to.equal(CONFLICT_CODES.length);
    expect(CONFLICT_CODES).to.not.include(7007);
    expect(Object.values(ErrorCode)).to.not.include(7007);
  });
});
