import { expect } from 'chai';
import { ChunkLoadError, reloadsItself, SELF_RELOAD_GAP_MS } from './chunk-load';

const NOW = Date.UTC(2026, 11, 5, 17, 0, 0);
const chunkFailure = new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Login-abc.js'));

describe('A page whose code failed to load', () => {
  it('when a part of the code did not arrive and the tab has not reloaded itself, then it reloads by itself', () => {
    expect(reloadsItself(chunkFailure, null, NOW)).to.equal(true);
  });

  it('when the part still does not arrive after that reload, then the page stays (the error page shows; no reload loop)', () => {
    expect(reloadsItself(chunkFailure, NOW - 2_000, NOW)).to.equal(false);
    expect(reloadsItself(chunkFailure, NOW - SELF_RELOAD_GAP_MS + 1, NOW)).to.equal(false);
  });

  it('when the last reload by itself was a minute or more ago (another deploy), then it reloads by itself once more', () => {
    expect(reloadsItself(chunkFailure, NOW - SELF_RELOAD_GAP_MS, NOW)).to.equal(true);
    expect(reloadsItself(chunkFailure, NOW - 3_600_000, NOW)).to.equal(true);
  });

  it('when the clock was set back since the last reload, then the page stays rather than risk a loop', () => {
    expect(reloadsItself(chunkFailure, NOW + 30_000, NOW)).to.equal(false);
  });

  it('when the code itself failed (a render error), then it never reloads by itself: it would fail again', () => {
    expect(reloadsItself(new TypeError("Cannot read properties of undefined (reading 'quote')"), null, NOW)).to.equal(false);
    expect(reloadsItself('a thrown string', null, NOW)).to.equal(false);
  });

  it('when a load failure is wrapped, then its cause is kept for the console', () => {
    expect(chunkFailure.cause).to.be.instanceOf(TypeError);
    expect(chunkFailure.name).to.equal('ChunkLoadError');
  });
});
