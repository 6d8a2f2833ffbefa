import { act, cleanup, render, screen } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetPropsValidators } from 'virtual:schema-validators/widgets';
import { RuleContextContext } from '../../runtime/render/contexts';
import { preparePage } from '../../runtime/render/prepare';
import { createWidgetRegistry } from '../../runtime/render/registry';
import type { RuleContext, WidgetRenderProps } from '../../runtime/render/types';
import { WidgetTree } from '../../runtime/render/WidgetTree';
import { FakeIntersectionObserver } from './fakeIntersectionObserver';
import type { WidgetNode } from '../../runtime/schema/types';
import {
  fixtureValidators,
  fixtureWidgets,
  MEMBER,
  recorder,
  ruleContext,
  siteConfig,
  validator,
} from './fixtures';

const noReload = { tryReload: () => false };

function setup(tree: WidgetNode, mode: 'dev' | 'prod' = 'dev') {
  const { reports, report } = recorder();
  const registry = createWidgetRegistry(fixtureWidgets, {
    dev: mode === 'dev',
    report,
    chunkReload: noReload,
  });
  return {
    registry,
    reports,
    prepared: preparePage(tree, registry, fixtureValidators, 'pages/test.json#/body'),
  };
}

async function renderTree(
  tree: WidgetNode,
  context: RuleContext = ruleContext(),
  mode: 'dev' | 'prod' = 'dev',
) {
  const { registry, reports, prepared } = setup(tree, mode);
  await registry.preload(['Text', 'Box', 'Boom']);
  const view = render(
    <RuleContextContext.Provider value={context}>
      <WidgetTree node={prepared} />
    </RuleContextContext.Provider>,
  );
  const rerenderWith = (next: RuleContext) =>
    view.rerender(
      <RuleContextContext.Provider value={next}>
        <WidgetTree node={prepared} />
      </RuleContextContext.Provider>,
    );
  return { view, reports, prepared, rerenderWith };
}

const text = (id: string, extra: Partial<WidgetNode> = {}): WidgetNode => ({
  widget: 'Text',
  props: { id, text: `text ${id}` },
  ...extra,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete window.__visibilityTrace;
});

describe('WidgetTree', () => {
  it('renders widgets and their named slots', async () => {
    await renderTree({
      widget: 'Box',
      props: { id: 'root' },
      slots: {
        main: [text('a'), text('b')],
        aside: [{ widget: 'Box', props: { id: 'inner' }, slots: { main: [text('c')] } }],
      },
    });
    expect(screen.getByTestId('box-root').textContent).toBe('text atext btext c');
    expect(screen.getByTestId('box-inner')).toBeTruthy();
  });

  it('shows a node whose visibleIf is true and hides one whose rule is false', async () => {
    await renderTree({
      widget: 'Box',
      props: { id: 'root' },
      slots: {
        main: [
          text('always'),
          text('member', { visibleIf: { var: 'user.isAuthenticated' } }),
          text('guest', { visibleIf: { '!': { var: 'user.isAuthenticated' } } }),
          text('never', { visibleIf: false }),
          text('missing', { visibleIf: { var: 'config.noSuchFlag' } }),
        ],
      },
    });
    expect(screen.queryByTestId('text-always')).toBeTruthy();
    expect(screen.queryByTestId('text-member')).toBeNull();
    expect(screen.queryByTestId('text-guest')).toBeTruthy();
    expect(screen.queryByTestId('text-never')).toBeNull();
    expect(screen.queryByTestId('text-missing')).toBeNull();
  });

  it('evaluates rules over every root of the rule context and again when it changes', async () => {
    const rules: Record<string, unknown> = {
      config: { var: 'config.snowfall' },
      user: { var: 'user.isAuthenticated' },
      route: { '!': { var: 'route.meta.hideFooter' } },
      query: { '==': [{ var: 'query.platform_type' }, 'mobile'] },
      device: { '==': [{ var: 'device.type' }, 'mobile'] },
      brand: { '==': [{ var: 'brand.id' }, 'nord'] },
    };
    const tree: WidgetNode = {
      widget: 'Box',
      props: { id: 'root' },
      slots: {
        main: Object.entries(rules).map(([id, rule]) => text(id, { visibleIf: rule as never })),
      },
    };
    const hiddenAll = ruleContext({
      route: { id: 'home', path: '', params: {}, meta: { hideFooter: true } },
    });
    const { rerenderWith } = await renderTree(tree, hiddenAll);
    for (const id of Object.keys(rules)) expect(screen.queryByTestId(`text-${id}`)).toBeNull();
    rerenderWith(
      ruleContext({
        config: siteConfig({ snowfall: true }),
        user: MEMBER,
        route: { id: 'home', path: '', params: {}, meta: {} },
        query: { platform_type: 'mobile' },
        device: { type: 'mobile', width: 800 },
        brand: { id: 'nord', name: 'Nord Bet' },
      }),
    );
    for (const id of Object.keys(rules)) expect(screen.queryByTestId(`text-${id}`)).toBeTruthy();
  });

  it('records in development which rule and which values hid a widget', async () => {
    const { rerenderWith } = await renderTree({
      widget: 'Box',
      props: { id: 'root' },
      slots: { main: [text('snow', { visibleIf: { var: 'config.snowfall' } })] },
    });
    expect(window.__visibilityTrace?.['pages/test.json#/body/slots/main/0']).toEqual({
      widget: 'Text',
      rule: { var: 'config.snowfall' },
      values: { 'config.snowfall': false },
    });
    rerenderWith(ruleContext({ config: siteConfig({ snowfall: true }) }));
    expect(window.__visibilityTrace?.['pages/test.json#/body/slots/main/0']).toBeUndefined();
  });

  it('keeps siblings on screen when one widget throws (dev fallback names widget, path, message)', async () => {
    await renderTree({
      widget: 'Box',
      props: { id: 'root' },
      slots: { main: [text('a'), { widget: 'Boom', props: { id: 'x' } }, text('b')] },
    });
    expect(screen.getByTestId('text-a')).toBeTruthy();
    expect(screen.getByTestId('text-b')).toBeTruthy();
    const fallback = screen.getByRole('alert');
    expect(fallback.textContent).toContain('Boom');
    expect(fallback.textContent).toContain('pages/test.json#/body/slots/main/1');
    expect(fallback.textContent).toContain('boom x');
  });

  it('renders nothing for a throwing widget in production and reports it', async () => {
    const { reports } = await renderTree(
      {
        widget: 'Box',
        props: { id: 'root' },
        slots: { main: [text('a'), { widget: 'Boom', props: { id: 'x' } }] },
      },
      ruleContext(),
      'prod',
    );
    expect(screen.getByTestId('box-root').textContent).toBe('text a');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reports).toEqual([
      { kind: 'widget-error', message: 'Boom: boom x', path: 'pages/test.json#/body/slots/main/1' },
    ]);
  });

  it('isolates widgets that throw on an update: siblings stay, each failure reported once', async () => {
    const Fragile = ({ props }: WidgetRenderProps<{ id?: string }>): ReactNode => {
      if (useContext(RuleContextContext)?.user.isAuthenticated)
        throw new Error(`fragile ${props.id}`);
      return <i data-testid={`fragile-${props.id}`}>ok</i>;
    };
    const { reports, report } = recorder();
    const registry = createWidgetRegistry(
      [...fixtureWidgets, { name: 'Fragile', load: async () => ({ default: Fragile }) }],
      { dev: false, report, chunkReload: noReload },
    );
    const fragile = (id: string): WidgetNode => ({ widget: 'Fragile', props: { id } });
    const prepared = preparePage(
      {
        widget: 'Box',
        props: { id: 'root' },
        slots: { main: [text('a'), fragile('x'), fragile('y'), text('b')] },
      },
      registry,
      fixtureValidators,
      'pages/test.json#/body',
    );
    await registry.preload(['Box', 'Text', 'Fragile']);
    const tree = (context: RuleContext) => (
      <RuleContextContext.Provider value={context}>
        <WidgetTree node={prepared} />
      </RuleContextContext.Provider>
    );
    const view = render(tree(ruleContext()));
    expect(screen.getByTestId('box-root').textContent).toBe('text aokoktext b');
    view.rerender(tree(ruleContext({ user: MEMBER })));
    view.rerender(tree(ruleContext({ user: MEMBER })));
    expect(screen.getByTestId('box-root').textContent).toBe('text atext b');
    expect(reports).toEqual([
      {
        kind: 'widget-error',
        message: 'Fragile: fragile x',
        path: 'pages/test.json#/body/slots/main/1',
      },
      {
        kind: 'widget-error',
        message: 'Fragile: fragile y',
        path: 'pages/test.json#/body/slots/main/2',
      },
    ]);
  });

  it('blames a widget with slots for its own failure, not its children', async () => {
    const { reports } = await renderTree(
      {
        widget: 'Box',
        props: { id: 'root' },
        slots: {
          main: [text('a'), { widget: 'Boom', props: { id: 'x' }, slots: { main: [text('c')] } }],
        },
      },
      ruleContext(),
      'prod',
    );
    expect(screen.getByTestId('box-root').textContent).toBe('text a');
    expect(reports).toEqual([
      { kind: 'widget-error', message: 'Boom: boom x', path: 'pages/test.json#/body/slots/main/1' },
    ]);
  });

  it('shows a failing visibleIf as the failure of its own node', async () => {
    await renderTree({
      widget: 'Box',
      props: { id: 'root' },
      slots: { main: [text('a'), text('odd', { visibleIf: { nope: [1] } as never }), text('b')] },
    });
    expect(screen.getByTestId('text-a')).toBeTruthy();
    expect(screen.getByTestId('text-b')).toBeTruthy();
    const fallback = screen.getByRole('alert');
    expect(fallback.textContent).toContain('pages/test.json#/body/slots/main/1');
    expect(fallback.textContent).toContain('Unrecognized operation nope');
  });

  it('evaluates the visibleIf of a tree root', async () => {
    const { rerenderWith } = await renderTree(
      text('root', { visibleIf: { var: 'user.isAuthenticated' } }),
    );
    expect(screen.queryByTestId('text-root')).toBeNull();
    rerenderWith(ruleContext({ user: MEMBER }));
    expect(screen.getByTestId('text-root')).toBeTruthy();
  });

  it('names an unknown widget in development', async () => {
    await renderTree({
      widget: 'Box',
      props: { id: 'root' },
      slots: { main: [{ widget: 'Nope' }, text('a')] },
    });
    const fallback = screen.getByRole('alert');
    expect(fallback.textContent).toContain('Nope');
    expect(fallback.textContent).toContain('pages/test.json#/body/slots/main/0');
    expect(fallback.textContent).toContain('unknown widget Nope');
    expect(screen.getByTestId('text-a')).toBeTruthy();
  });

  it('renders nothing for an unknown widget in production and reports it once', async () => {
    const { reports, rerenderWith } = await renderTree(
      { widget: 'Box', props: { id: 'root' }, slots: { main: [{ widget: 'Nope' }, text('a')] } },
      ruleContext(),
      'prod',
    );
    rerenderWith(ruleContext({ user: MEMBER }));
    expect(screen.getByTestId('box-root').textContent).toBe('text a');
    expect(reports).toEqual([
      {
        kind: 'unknown-widget',
        message: 'Nope: unknown widget Nope',
        path: 'pages/test.json#/body/slots/main/0',
      },
    ]);
  });

  it('names invalid props in development and reports them in production', async () => {
    const tree: WidgetNode = {
      widget: 'Box',
      props: { id: 'root' },
      slots: { main: [{ widget: 'Text', props: { text: 5 } }] },
    };
    await renderTree(tree);
    expect(screen.getByRole('alert').textContent).toContain('invalid props: /text must be string');
    cleanup();
    const { reports } = await renderTree(tree, ruleContext(), 'prod');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reports).toEqual([
      {
        kind: 'invalid-props',
        message: 'Text: invalid props: /text must be string',
        path: 'pages/test.json#/body/slots/main/0',
      },
    ]);
  });

  it('validates props once per schema node, not per render', async () => {
    const check = vi.fn(() => null);
    const registry = createWidgetRegistry(fixtureWidgets, { dev: true, chunkReload: noReload });
    const validators = { ...fixtureValidators, Text: validator(check) };
    const prepared = preparePage(
      { widget: 'Box', slots: { main: [text('a'), text('b')] } },
      registry,
      validators,
    );
    await registry.preload(['Box', 'Text']);
    const view = render(<WidgetTree node={prepared} />);
    view.rerender(<WidgetTree node={prepared} />);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("checks a built-in's props with its generated validator, and trusts a tree given none", () => {
    const { reports, report } = recorder();
    const registry = createWidgetRegistry([], { dev: false, report, chunkReload: noReload });
    const node = { widget: 'RemotePart', props: { name: 'Bad Name' } };
    expect(preparePage(node, registry, widgetPropsValidators).problem?.message).toBe(
      'invalid props: /name must match pattern "^[a-z][a-z0-9-]*$"',
    );
    expect(reports[0]?.kind).toBe('invalid-props');
    expect(preparePage(node, registry).problem).toBeNull();
  });
});

describe('lazy widgets', () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }
  const Slow = ({ props }: WidgetRenderProps<{ id?: string }>): ReactNode => (
    <b data-testid={`slow-${props.id}`}>slow</b>
  );
  const Skeleton = (): ReactNode => <i data-testid="skeleton">…</i>;

  it('shows the skeleton, loads the component once, then renders synchronously', async () => {
    const chunk = deferred<{ default: typeof Slow }>();
    const load = vi.fn(() => chunk.promise);
    const registry = createWidgetRegistry([{ name: 'Slow', load, skeleton: Skeleton }], {
      dev: true,
      chunkReload: noReload,
    });
    const tree: WidgetNode = { widget: 'Slow', props: { id: 'a' } };
    render(<WidgetTree node={preparePage(tree, registry, {})} />);
    render(<WidgetTree node={preparePage({ widget: 'Slow', props: { id: 'b' } }, registry, {})} />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(2);
    await act(async () => chunk.resolve({ default: Slow }));
    expect(screen.getByTestId('slow-a')).toBeTruthy();
    expect(screen.getByTestId('slow-b')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    render(<WidgetTree node={preparePage({ widget: 'Slow', props: { id: 'c' } }, registry, {})} />);
    expect(screen.getByTestId('slow-c')).toBeTruthy(); // no skeleton, no extra render pass
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('loads a widget defined whenNear only once its placeholder comes near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      const load = vi.fn(() => Promise.resolve({ default: Slow }));
      const registry = createWidgetRegistry(
        [{ name: 'Slow', load, skeleton: Skeleton, whenNear: true }],
        { dev: true, chunkReload: noReload },
      );
      const tree: WidgetNode = { widget: 'Slow', props: { id: 'n' }, lazy: true };
      render(<WidgetTree node={preparePage(tree, registry, {})} />);
      await act(async () => undefined);
      expect(load).not.toHaveBeenCalled();
      const placeholder = screen.getByTestId('skeleton').parentElement!;
      const watcher = FakeIntersectionObserver.instances.at(-1)!;
      expect(watcher.observed.has(placeholder)).toBe(true);
      await act(async () => watcher.comeNear(placeholder));
      expect(await screen.findByTestId('slow-n')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reloads the page on a chunk load failure (SPEC section 8)', async () => {
    const tryReload = vi.fn(() => true);
    const registry = createWidgetRegistry(
      [
        {
          name: 'Slow',
          load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
        },
      ],
      { dev: true, chunkReload: { tryReload } },
      { retries: 0 }, // the retries are chunkRetry.test.ts's
    );
    render(<WidgetTree node={preparePage({ widget: 'Slow' }, registry, {})} />);
    await act(async () => undefined);
    expect(tryReload).toHaveBeenCalledTimes(1);
  });

  it('shows the widget fallback when the page reloaded less than a minute ago', async () => {
    const registry = createWidgetRegistry(
      [{ name: 'Slow', load: () => Promise.reject(new Error('chunk gone')) }],
      { dev: true, chunkReload: { tryReload: () => false } },
      { retries: 0 },
    );
    render(<WidgetTree node={preparePage({ widget: 'Slow' }, registry, {})} />);
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toContain(
      'Could not load widget Slow: chunk gone',
    );
  });
});
