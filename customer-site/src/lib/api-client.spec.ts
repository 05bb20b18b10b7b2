import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { ApiError, send, type CallKind } from './api-client';

/** A failed call as openapi-fetch answers it: the error body and the response. */
const failing = (status: number, errorCode: number, errorMessage: string) => () =>
  Promise.resolve({ error: { error: true, errorCode, errorMessage }, response: new Response(null, { status }) });

async function failureOf(kind: CallKind, status: number, errorCode: number, errorMessage = "The server's words"): Promise<ApiError> {
  try {
    await send(kind, failing(status, errorCode, errorMessage));
  } catch (err) {
    expect(err).to.be.instanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('What a failed call shows, by the kind of call', () => {
  it("when a customer's own order change is refused (cut-off, request pending or closed, rated, status), then the server's words show", async () => {
    for (const code of [
      ErrorCode.cancelCutoffPassed,
      ErrorCode.changeRequestPending,
      ErrorCode.changeRequestClosed,
      ErrorCode.alreadyRated,
      ErrorCode.illegalTransition,
    ]) {
      const err = await failureOf('selfService', 409, code);
      expect(err.message, String(code)).to.equal("The server's words");
      expect(err.errorCode).to.equal(code);
    }
  });

  it("when the spec's customer calls meet the same codes, then they keep the spec's 'Something went wrong' (customer-side §8)", async () => {
    expect((await failureOf('customer', 409, ErrorCode.cancelCutoffPassed)).message).to.equal(Messages.somethingWentWrong);
  });

  it("when a customer's order change fails otherwise, then it says something went wrong, as the customer's calls do", async () => {
    expect((await failureOf('selfService', 500, ErrorCode.internal)).message).to.equal(Messages.somethingWentWrong);
  });

  it('when a rating link was used already, then the server says so; an unknown link keeps its 404 for the page to word', async () => {
    expect((await failureOf('ratingLink', 409, ErrorCode.alreadyRated)).message).to.equal("The server's words");
    const unknown = await failureOf('ratingLink', 404, ErrorCode.notFound);
    expect(unknown.status).to.equal(404);
    expect(unknown.message).to.equal(Messages.connectionProblem);
  });

  it("when closing an account is refused for open orders, then the server's words show and the body (its move numbers) comes along; elsewhere the code stays unworded", async () => {
    const body = {
      error: true,
      errorCode: ErrorCode.accountHasOpenOrders,
      errorMessage: 'Cancel your open orders first: MD-1',
      messageParams: { moveNumbers: 'MD-1' },
    };
    let refused: unknown;
    try {
      await send('account', () => Promise.resolve({ error: body, response: new Response(null, { status: 409 }) }));
    } catch (err) {
      refused = err;
    }
    expect(refused).to.be.instanceOf(ApiError);
    expect((refused as ApiError).message).to.equal('Cancel your open orders first: MD-1');
    expect((refused as ApiError).body).to.deep.equal(body);
    expect((await failureOf('customer', 409, ErrorCode.accountHasOpenOrders)).message).to.equal(Messages.somethingWentWrong);
  });

  it("when paying online finds nothing due, or Stripe did not answer, then the server's words show; other customer calls keep 'Something went wrong'", async () => {
    const notDue = await failureOf('payment', 409, ErrorCode.paymentNotDue);
    expect(notDue.message).to.equal("The server's words");
    expect(notDue.status).to.equal(409);
    const provider = await failureOf('payment', 502, ErrorCode.paymentProvider);
    expect(provider.message).to.equal("The server's words");
    expect(provider.errorCode).to.equal(ErrorCode.paymentProvider);
    expect((await failureOf('customer', 502, ErrorCode.paymentProvider)).message).to.equal(Messages.somethingWentWrong);
    expect((await failureOf('payment', 500, ErrorCode.internal)).message).to.equal(Messages.somethingWentWrong);
  });
});
