import { expect } from 'chai';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it('when the server names the file, then the download keeps that name', () => {
    expect(fileNameFrom('attachment; filename="moveday-orders-2026-12-05.csv"', 'moveday-orders.csv')).to.equal('moveday-orders-2026-12-05.csv');
    expect(fileNameFrom('attachment; filename=moveday-order-MD-1001.pdf', 'moveday-order.pdf')).to.equal('moveday-order-MD-1001.pdf');
  });

  it('when both forms are given, then the encoded filename* wins, decoded', () => {
    expect(fileNameFrom(`attachment; filename="order.csv"; filename*=UTF-8''moveday%20order%20%E2%84%961.csv`, 'x.csv')).to.equal('moveday order №1.csv');
  });

  it('when filename* is not valid percent-encoding, then the plain filename is used', () => {
    expect(fileNameFrom(`attachment; filename*=UTF-8''bad%E2.csv; filename="plain.csv"`, 'x.csv')).to.equal('plain.csv');
  });

  it('when no name is given, then the fallback is used', () => {
    expect(fileNameFrom(null, 'moveday-orders.csv')).to.equal('moveday-orders.csv');
    expect(fileNameFrom('attachment', 'moveday-orders.csv')).to.equal('moveday-orders.csv');
  });
});
