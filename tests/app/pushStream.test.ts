// The tab's push stream (app/pushStream.ts): publications applied, the customer's account
// movements re-reading the accounts, the stream opened again for a new user, and a stream the
// server opened as a guest's while the tab is signed in renewed once.
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToPushes } from '../../app/pushStream';
import type { RootStore } from '../../stores';
import { FakeEventSource } from '../stores/sportsFixtures';

function fakeStores(userId: number | null) {
  const session = observable({ userId });
  const load = vi.fn(() => Promise.resolve({ ok: true as const }));
  const stores = { session, account: { load } } as unknown as Pick<
    RootStore,
    'session' | 'account'
  >;
  return { stores, session, load };
}

describe('the push stream of a tab', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    FakeEventSource.reset();
  });
  const listen = (stores: Pick<RootStore, 'session' | 'account'>) => {
    const changes: string[] = [];
    stops.push(
      listenToPushes(stores, {
        onContentChange: (data) => changes.push(data),
        createSource: (url) => new FakeEventSource(url),
      }),
    );
    return changes;
  };

  it("applies publications and re-reads the accounts on each of the customer's movements", () => {
    const { stores, load } = fakeStores(7);
    const changes = listen(stores);
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/bff-api/content-changes');
    source.open();
    source.emit('account-stream', { signedIn: true });
    source.emit('content-changed', { kind: 'page', id: 'home', brand: 'aurora' });
    expect(changes).toEqual(['{"kind":"page","id":"home","brand":"aurora"}']);
    expect(load).not.toHaveBeenCalled();
    source.emit('account-changed', {});
    source.emit('account-changed', {});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('opens the stream again when the signed-in user changes, re-reading after a reconnect', () => {
    const { stores, session, load } = fakeStores(null);
    listen(stores);
    const guest = FakeEventSource.latest();
    guest.open();
    guest.emit('account-stream', { signedIn: false });
    expect(load).not.toHaveBeenCalled();
    runInAction(() => (session.userId = 7));
    expect(guest.closed).toBe(true);
    const signedIn = FakeEventSource.latest();
    expect(signedIn).not.toBe(guest);
    signedIn.open();
    // A reconnect: movements may have been missed meanwhile.
    expect(load).toHaveBeenCalledTimes(1);
    runInAction(() => (session.userId = null));
    expect(signedIn.closed).toBe(true);
  });

  it("renews a signed-in tab's session once when the server opened the stream as a guest's", async () => {
    const { stores, load } = fakeStores(7);
    listen(stores);
    const first = FakeEventSource.latest();
    first.open();
    first.emit('account-stream', { signedIn: false });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(first.closed).toBe(true));
    const second = FakeEventSource.latest();
    second.open();
    // Still a guest's: no loop of renewals.
    second.emit('account-stream', { signedIn: false });
    expect(load).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});
