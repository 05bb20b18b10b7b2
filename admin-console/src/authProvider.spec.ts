import { expect } from 'chai';

/** A storage with nothing in it: nobody is signed in. */
const emptyStorage = { getItem: () => null, clear: () => undefined };

describe('authProvider: leaving the console for /login', () => {
  it('when nobody is signed in, then however often react-admin checks (and a call is refused, and it logs out), the page leaves for /login once and no check settles', async () => {
    const assigned: string[] = [];
    Object.assign(globalThis, {
      window: { location: { origin: 'https://moveday.example.com', assign: (url: string) => assigned.push(url) } },
      localStorage: emptyStorage,
      sessionStorage: emptyStorage,
    });
    const { authProvider } = await import('./authProvider');
    const settled: string[] = [];
    const watch = (name: string, promise: Promise<unknown>) =>
      void promise.then(
        () => settled.push(`${name} resolved`),
        () => settled.push(`${name} rejected`),
      );

    for (let check = 0; check < 5; check++) watch(`check ${check}`, authProvider.checkAuth({}));
    watch('refused call', authProvider.checkError({ status: 401 }));
    watch('forbidden call', authProvider.checkError({ status: 403 }));
    watch('logout', authProvider.logout({}));
    await new Promise((resolve) => setImmediate(resolve)); // every promise that could settle has

    // Each assignment would abort the page load the one before it started.
    expect(assigned).to.deep.equal(['/login']);
    expect(settled, 'react-admin does nothing more on a page that is going').to.deep.equal([]);
    // Other failures keep the admin in the console.
    await authProvider.checkError({ status: 503 });
  });
});
