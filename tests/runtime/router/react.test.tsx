// The router's React side (runtime/router/react.tsx): links, hooks and Navigate over a router in
// memory whose load answers at once.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '../../../runtime/router/history';
import {
  Link,
  Navigate,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '../../../runtime/router/react';
import { createRouter } from '../../../runtime/router/router';

afterEach(cleanup);

function Where(): ReactNode {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{pathname + search + hash}</output>;
}

function show(page: ReactNode, url = '/en/') {
  const history = createMemoryHistory(url);
  const load = vi.fn((at: URL) => ({
    data: null,
    params: { lng: at.pathname.split('/')[1] ?? '' },
  }));
  const router = createRouter({ history, load }).initialize();
  render(
    <RouterProvider
      router={router}
      page={
        <>
          {page}
          <Where />
        </>
      }
    />,
  );
  const where = () => screen.getByTestId('where').textContent;
  return { router, history, load, where };
}

describe('Link', () => {
  const link = (props: Partial<Parameters<typeof Link>[0]> = {}) => (
    <Link to="/en/about" {...props}>
      About
    </Link>
  );
  const click = (init: MouseEventInit = {}) =>
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { button: 0, ...init });
  /** Whether the router took the next click (jsdom opens no document for the others). */
  const routerTakes = () => {
    let taken: boolean | undefined;
    document.addEventListener(
      'click',
      (event) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    return () => taken;
  };

  it('is an <a href> the router follows on a plain left click', async () => {
    const { where, history } = show(link({ className: 'nav' }));
    const anchor = screen.getByRole('link', { name: 'About' });
    expect(anchor.getAttribute('href')).toBe('/en/about');
    expect(anchor.className).toBe('nav');
    await act(async () => void click());
    expect(where()).toBe('/en/about');
    expect(history.entries).toHaveLength(2);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', async (_name, init) => {
    const { where } = show(link());
    const taken = routerTakes();
    await act(async () => void click(init));
    expect(taken()).toBe(false);
    expect(where()).toBe('/en/');
  });

  it('leaves a link to another target or a new document to the browser', async () => {
    const { where } = show(
      <>
        <Link to="/en/about" target="_blank">
          About
        </Link>
        <Link to="/ru/" reloadDocument>
          RU
        </Link>
      </>,
    );
    const toBlank = routerTakes();
    await act(async () => void click());
    expect(toBlank()).toBe(false);
    const toDocument = routerTakes();
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'RU' })));
    expect(toDocument()).toBe(false);
    expect(where()).toBe('/en/');
  });

  it("calls the link's onClick first, and respects its preventDefault", async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { where } = show(link({ onClick }));
    await act(async () => void click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/en/');
  });

  it('replaces the entry when it leads to the URL on screen', async () => {
    const { history, load } = show(<Link to="/en/">About</Link>);
    await act(async () => void click());
    expect(load).toHaveBeenCalledTimes(2);
    expect(history.entries).toHaveLength(1);
  });
});

describe('hooks', () => {
  it('useSearchParams reads the query and sets another on the same path', async () => {
    function Query(): ReactNode {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ q: 'dota' }, { replace: true })}>
          {params.get('q') ?? 'none'}
        </button>
      );
    }
    const { where, history } = show(<Query />, '/en/casino?q=cs#top');
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('cs');
    await act(async () => void fireEvent.click(button));
    expect(button.textContent).toBe('dota');
    expect(where()).toBe('/en/casino?q=dota');
    expect(history.entries).toHaveLength(1);
  });

  it('useParams gives the params the load found; useNavigate goes there and back', async () => {
    function Page(): ReactNode {
      const navigate = useNavigate();
      return (
        <>
          <output data-testid="lng">{useParams().lng}</output>
          <button type="button" onClick={() => void navigate('/ru/about')}>
            go
          </button>
          <button type="button" onClick={() => void navigate(-1)}>
            back
          </button>
        </>
      );
    }
    const { where } = show(<Page />);
    expect(screen.getByTestId('lng').textContent).toBe('en');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'go' })));
    expect(screen.getByTestId('lng').textContent).toBe('ru');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(where()).toBe('/en/');
  });

  it('Navigate navigates once rendered', async () => {
    const { where, history } = show(<Navigate replace to="/en/moved" />, '/en/old');
    await act(async () => undefined);
    expect(where()).toBe('/en/moved');
    expect(history.entries).toHaveLength(1);
  });
});
