// The browser history adapter (runtime/router/history.ts) in jsdom: entries carry their place,
// so a move back or forward knows its size, also onto an entry the browser made by itself.
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHistory } from '../../../runtime/router/history';

const popped = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );

const at = (pathname: string, key: string) => ({
  pathname,
  search: '',
  hash: '',
  state: { key },
  key,
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the browser history', () => {
  it('pushes and replaces entries with their state and key', () => {
    const history = createBrowserHistory();
    history.push(at('/en/about', 'a'));
    expect(history.location()).toMatchObject({
      pathname: '/en/about',
      state: { key: 'a' },
      key: 'a',
    });
    history.replace(at('/en/contacts', 'c'));
    expect(window.location.pathname).toBe('/en/contacts');
    expect(history.location().key).toBe('c');
  });

  it('tells how many entries back or forward the visitor moved', async () => {
    const history = createBrowserHistory();
    const moves: number[] = [];
    const stop = history.listen((delta) => moves.push(delta));
    history.push(at('/en/1', 'one'));
    history.push(at('/en/2', 'two'));
    const back = popped();
    history.go(-2);
    await back;
    // An anchor the browser followed: an entry without the router's state, one step forward.
    window.history.pushState(null, '', '#main');
    const anchor = popped();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await anchor;
    stop();
    expect(moves).toEqual([-2, 1]);
  });
});
