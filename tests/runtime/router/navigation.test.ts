// The router core (runtime/router/router.ts) over a history in memory: what a navigation does to
// the history and the state, whatever the load answers and in whatever order.
import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '../../../runtime/router/history';
import { notFound } from '../../../runtime/router/routeErrors';
import { createRouter, redirect, type Loaded, type Router } from '../../../runtime/router/router';

/** A load whose answers the test gives, URL by URL, in the order it likes. */
function scriptedLoad() {
  const calls: { url: string; resolve(value: Loaded): void; reject(error: unknown): void }[] = [];
  const load = (url: URL) =>
    new Promise<Loaded>((resolve, reject) =>
      calls.push({ url: url.pathname + url.search + url.hash, resolve, reject }),
    );
  const call = (url: string) => {
    const found = calls.findLast((c) => c.url === url);
    if (!found) throw new Error(`no load of ${url}: ${calls.map((c) => c.url).join(', ')}`);
    return found;
  };
  return {
    load,
    calls,
    answer: (url: string, data: unknown = url) => call(url).resolve({ data, params: {} }),
    fail: (url: string, error: unknown) => call(url).reject(error),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(url = '/en/') {
  const history = createMemoryHistory(url);
  const script = scriptedLoad();
  const router = createRouter({ history, load: script.load }).initialize();
  return { history, router, ...script };
}

async function loaded(url = '/en/') {
  const s = setup(url);
  s.answer(url);
  await tick();
  return s;
}

const where = (router: Router) =>
  router.state.location.pathname + router.state.location.search + router.state.location.hash;
const paths = (history: ReturnType<typeof createMemoryHistory>) =>
  history.entries.map((e) => e.pathname + e.search + e.hash);

describe('the first load', () => {
  it('shows nothing until the URL on screen has loaded', async () => {
    const { router, answer } = setup('/en/about');
    expect(router.state.page).toBeNull();
    expect(router.state.navigation.state).toBe('loading');
    answer('/en/about', 'about');
    await tick();
    expect(router.state.page).toEqual({ ok: true, data: 'about', params: {} });
    expect(router.state.navigation.state).toBe('idle');
  });

  it('replaces the entry that redirected (no step back onto it)', async () => {
    const { router, history, fail, answer } = setup('/');
    fail('/', redirect('/ru/'));
    await tick();
    answer('/ru/');
    await tick();
    expect(where(router)).toBe('/ru/');
    expect(paths(history)).toEqual(['/ru/']);
  });

  it('shows what the load threw', async () => {
    const { router, fail } = setup('/en/nowhere');
    const error = notFound();
    fail('/en/nowhere', error);
    await tick();
    expect(router.state.page).toEqual({ ok: false, error });
  });
});

describe('navigate', () => {
  it('changes the URL once the page has loaded, in a new entry', async () => {
    const { router, history, answer } = await loaded();
    const done = router.navigate('/en/about?x=1', { state: { from: 'menu' } });
    expect(router.state.navigation).toMatchObject({ state: 'loading' });
    expect(where(router)).toBe('/en/');
    answer('/en/about?x=1');
    await done;
    expect(where(router)).toBe('/en/about?x=1');
    expect(router.state.location.state).toEqual({ from: 'menu' });
    expect(router.state.navigation.state).toBe('idle');
    expect(paths(history)).toEqual(['/en/', '/en/about?x=1']);
  });

  it('replaces the entry on screen when told', async () => {
    const { router, history, answer } = await loaded();
    const done = router.navigate('/en/about', { replace: true });
    answer('/en/about');
    await done;
    expect(paths(history)).toEqual(['/en/about']);
  });

  it('lets the latest navigation win over an older load that answers late', async () => {
    const { router, history, answer } = await loaded();
    const first = router.navigate('/en/slow');
    const second = router.navigate('/en/fast');
    answer('/en/fast', 'fast');
    await second;
    answer('/en/slow', 'slow');
    await first;
    expect(where(router)).toBe('/en/fast');
    expect(router.state.page).toMatchObject({ data: 'fast' });
    expect(paths(history)).toEqual(['/en/', '/en/fast']);
  });

  it('follows a redirect in place of the navigation that redirected', async () => {
    const { router, history, fail, answer } = await loaded();
    const done = router.navigate('/en/rules');
    fail('/en/rules', redirect('/en/rules/1'));
    await tick();
    answer('/en/rules/1');
    await done;
    expect(where(router)).toBe('/en/rules/1');
    expect(paths(history)).toEqual(['/en/', '/en/rules/1']);
  });

  it('opens an external redirect as a new document, the page on screen staying', async () => {
    const { router, history, fail } = await loaded();
    const done = router.navigate('/en/casino');
    fail('/en/casino', redirect('https://elsewhere.example/ban', { document: true }));
    await done;
    expect(history.left).toEqual([{ url: 'https://elsewhere.example/ban', replace: false }]);
    expect(where(router)).toBe('/en/');
    expect(router.state.navigation.state).toBe('idle');
  });

  it('stays: a cancelled navigation loads the page on screen again, with no new entry', async () => {
    const { router, history, fail, answer, calls } = await loaded();
    const done = router.navigate('/en/contacts');
    fail('/en/contacts', redirect('/en/', { replace: true }));
    await tick();
    expect(calls.at(-1)?.url).toBe('/en/');
    answer('/en/', 'home again');
    await done;
    expect(where(router)).toBe('/en/');
    expect(router.state.page).toMatchObject({ data: 'home again' });
    expect(paths(history)).toEqual(['/en/']);
  });

  it('does not load for another fragment of the page on screen', async () => {
    const { router, history, calls } = await loaded('/en/cookies');
    const before = router.state.page;
    await router.navigate('/en/cookies#cookie-settings');
    expect(calls).toHaveLength(1);
    expect(where(router)).toBe('/en/cookies#cookie-settings');
    expect(router.state.page).toBe(before);
    expect(paths(history)).toEqual(['/en/cookies', '/en/cookies#cookie-settings']);
  });

  it('loads the same URL again when navigated to without a fragment', async () => {
    const { router, calls, answer } = await loaded('/en/about');
    const done = router.navigate('/en/about');
    expect(calls).toHaveLength(2);
    answer('/en/about');
    await done;
  });
});

describe('back and forward', () => {
  it('loads the entry the visitor moved to', async () => {
    const { router, history, answer } = await loaded();
    const done = router.navigate('/en/about');
    answer('/en/about');
    await done;
    await router.navigate(-1);
    expect(router.state.navigation).toMatchObject({ state: 'loading' });
    answer('/en/', 'home');
    await tick();
    expect(where(router)).toBe('/en/');
    expect(router.state.page).toMatchObject({ data: 'home' });
    expect(history.index).toBe(0);
    expect(paths(history)).toEqual(['/en/', '/en/about']);
  });
});

describe('the navigation lock', () => {
  it('refuses navigations and undoes back/forward while it holds', async () => {
    const { router, history, calls, answer } = await loaded();
    const done = router.navigate('/en/about');
    answer('/en/about');
    await done;
    let locked = true;
    const unlock = router.block(() => locked);
    await router.navigate('/en/contacts');
    await router.navigate(-1);
    expect(calls).toHaveLength(2);
    expect(where(router)).toBe('/en/about');
    expect(history.index).toBe(1);
    locked = false;
    unlock();
    const again = router.navigate('/en/contacts');
    answer('/en/contacts');
    await again;
    expect(where(router)).toBe('/en/contacts');
  });
});

describe('revalidate', () => {
  it('loads the page on screen again without a navigation', async () => {
    const { router, history, answer } = await loaded('/en/office');
    const states: string[] = [];
    router.subscribe((state) => states.push(state.navigation.state));
    const done = router.revalidate();
    answer('/en/office', 'fresh');
    await done;
    expect(router.state.page).toMatchObject({ data: 'fresh' });
    expect(states).toEqual(['idle']);
    expect(paths(history)).toEqual(['/en/office']);
  });

  it('follows a redirect the guards answer now', async () => {
    const { router, history, fail, answer } = await loaded('/en/office');
    const done = router.revalidate();
    fail('/en/office', redirect('/en/confirm-terms'));
    await tick();
    answer('/en/confirm-terms');
    await done;
    expect(where(router)).toBe('/en/confirm-terms');
    expect(paths(history)).toEqual(['/en/confirm-terms']);
  });
});

describe('dispose', () => {
  it('drops the load under way and stops telling listeners', async () => {
    const { router, answer } = setup('/en/');
    const seen: unknown[] = [];
    router.subscribe((state) => seen.push(state));
    router.dispose();
    answer('/en/');
    await tick();
    expect(seen).toEqual([]);
    expect(router.state.page).toBeNull();
  });
});
