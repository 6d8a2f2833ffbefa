import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HiddenOutline } from '../../app/preview/HiddenOutline';
import {
  DEFAULT_PREVIEW_TEXTS,
  parseRenderMessage,
  whyHiddenSentence,
  type HiddenExplanation,
} from '../../app/preview/protocol';
import { prepareDraft } from '../../app/preview/startPreview';
import { explainHidden } from '../../app/preview/whyHidden';
import { RuleContextContext } from '../../runtime/render/contexts';
import { preparePage } from '../../runtime/render/prepare';
import { createWidgetRegistry } from '../../runtime/render/registry';
import { compileRule } from '../../runtime/render/rules';
import { WidgetTree } from '../../runtime/render/WidgetTree';
import type { WidgetNode } from '../../runtime/schema/types';
import { fixtureValidators, fixtureWidgets, MEMBER, ruleContext, siteConfig } from './fixtures';

afterEach(cleanup);

const ONE_CLICK: WidgetNode = {
  widget: 'Box',
  slots: {
    main: [
      { widget: 'Text', props: { id: 'always', text: 'always here' } },
      {
        widget: 'Text',
        props: { id: 'one-click', text: 'one click' },
        visibleIf: { and: [{ var: 'config.show_one_click' }, { var: 'user.isAuthenticated' }] },
      },
    ],
  },
};

async function renderPreview(withOutlines: boolean, context = ruleContext()) {
  const registry = createWidgetRegistry(fixtureWidgets, {
    dev: false,
    chunkReload: { tryReload: () => false },
  });
  const explained: HiddenExplanation[] = [];
  if (withOutlines) {
    registry.env.hiddenView = (node, ruleContextValue) => (
      <HiddenOutline
        node={node}
        context={ruleContextValue}
        texts={DEFAULT_PREVIEW_TEXTS}
        onExplain={(e) => explained.push(e)}
      />
    );
  }
  const prepared = preparePage(ONE_CLICK, registry, fixtureValidators, 'pages/home.json#/body');
  await registry.preload(['Box', 'Text']);
  render(
    <RuleContextContext.Provider value={context}>
      <WidgetTree node={prepared} />
    </RuleContextContext.Provider>,
  );
  return { explained };
}

describe('the preview outline of hidden widgets', () => {
  it('renders nothing for a hidden widget when no preview is running (the customer page)', async () => {
    await renderPreview(false, ruleContext({ config: siteConfig({ show_one_click: false }) }));
    expect(screen.getByText('always here')).toBeTruthy();
    expect(screen.queryByText('one click')).toBeNull();
    expect(document.querySelector('[data-studio-hidden]')).toBeNull();
  });

  it('outlines the hidden widget and says which value hid it when clicked', async () => {
    const { explained } = await renderPreview(
      true,
      ruleContext({ config: siteConfig({ show_one_click: false }), user: MEMBER }),
    );
    const outline = document.querySelector('[data-studio-hidden="Text"]')!;
    expect(outline.getAttribute('data-path')).toBe('pages/home.json#/body/slots/main/1');
    expect(screen.queryByText('one click')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Hidden widget Text: show why' }));
    });
    expect(screen.getByRole('note').textContent).toContain(
      'hidden because `config.show_one_click` is false',
    );
    expect(explained).toHaveLength(1);
    expect(explained[0]!.values).toEqual({
      'config.show_one_click': false,
      'user.isAuthenticated': true,
    });
  });
});

describe('explainHidden', () => {
  const data = (show: boolean, signedIn: boolean) =>
    ruleContext({
      config: siteConfig({ show_one_click: show }),
      user: signedIn ? MEMBER : ruleContext().user,
    });
  const explain = (rule: unknown, context: unknown) =>
    explainHidden('W', '#', compileRule(rule as never), context).reasons;

  it('names the first false part of an and', () => {
    const rule = { and: [{ var: 'config.show_one_click' }, { var: 'user.isAuthenticated' }] };
    expect(explain(rule, data(true, false))).toEqual([
      { variable: 'user.isAuthenticated', value: false },
    ]);
  });

  it('names every part of an or, and the value a negation saw', () => {
    const rule = {
      or: [{ var: 'config.show_one_click' }, { '!': [{ var: 'user.isAuthenticated' }] }],
    };
    expect(explain(rule, data(false, true))).toEqual([
      { variable: 'config.show_one_click', value: false },
      { variable: 'user.isAuthenticated', value: true },
    ]);
  });

  it('names the variables of a comparison with their values', () => {
    const rule = { '==': [{ var: 'device.type' }, 'mobile'] };
    const reasons = explain(rule, ruleContext());
    expect(reasons).toEqual([{ variable: 'device.type', value: 'desktop' }]);
    expect(whyHiddenSentence({ widget: 'W', path: '#', rule, values: {}, reasons })).toBe(
      'hidden because `device.type` is "desktop"',
    );
  });
});

describe('parseRenderMessage (what the frame accepts from its parent)', () => {
  const context = { user: 'signed-in', maintenance: false, flags: { show_one_click: true } };

  it('takes a render message with a page, a brand book and the words', () => {
    const message = parseRenderMessage({
      type: 'studio:render',
      page: { id: 'home' },
      brandBook: [{ css_prop: 'primary', css_value: '#4c1d95' }],
      context,
      texts: { rule: 'Правило', extra: 7 },
    });
    expect(message).toEqual({
      type: 'studio:render',
      page: { id: 'home' },
      brandBook: [{ css_prop: 'primary', css_value: '#4c1d95' }],
      context,
      texts: { rule: 'Правило' },
    });
  });

  it.each([
    ['another type', { type: 'studio:other', context }],
    ['no context', { type: 'studio:render' }],
    ['an unknown visitor', { type: 'studio:render', context: { ...context, user: 'admin' } }],
    [
      'maintenance not a boolean',
      { type: 'studio:render', context: { ...context, maintenance: 1 } },
    ],
    [
      'a flag not a boolean',
      { type: 'studio:render', context: { ...context, flags: { a: 'yes' } } },
    ],
    [
      'a flag name that is no config key',
      { type: 'studio:render', context: { ...context, flags: { '__proto__.x': true } } },
    ],
    [
      'a flag named __proto__',
      { type: 'studio:render', context: { ...context, flags: JSON.parse('{"__proto__": true}') } },
    ],
    ['a ban level of 0', { type: 'studio:render', context: { ...context, banLevel: 0 } }],
    [
      'a brand book entry without a value',
      { type: 'studio:render', context, brandBook: [{ css_prop: 'primary' }] },
    ],
    ['a string', 'studio:render'],
    ['null', null],
  ])('refuses %s', (_, data) => {
    expect(parseRenderMessage(data)).toBeNull();
  });

  it('refuses more flags than any site config has', () => {
    const flags = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, true]));
    expect(
      parseRenderMessage({ type: 'studio:render', context: { ...context, flags } }),
    ).toBeNull();
  });
});

describe("the preview's draft", () => {
  // A draft has not been through the server's check: the preview checks it with the generated
  // page validator and the props validators of the widgets it names, loaded one by one.
  const registry = () =>
    createWidgetRegistry([], { dev: true, chunkReload: { tryReload: () => false } });
  const draft = (body: unknown) => ({ schemaVersion: 1, id: 'draft', body });

  it('checks the props of each widget it names', async () => {
    const deps = { registry: registry() };
    const good = await prepareDraft(
      deps,
      'draft',
      draft({ widget: 'RemotePart', props: { name: 'header' } }),
    );
    expect(good.kind === 'ok' && good.page.body.problem).toBeNull();
    const bad = await prepareDraft(
      deps,
      'draft',
      draft({ widget: 'RemotePart', props: { name: 'Bad Name' } }),
    );
    expect(bad.kind === 'ok' && bad.page.body.problem).toEqual({
      kind: 'invalid-props',
      message: 'invalid props: /name must match pattern "^[a-z][a-z0-9-]*$"',
    });
  });

  it('refuses a draft the page schema refuses, with the reason', async () => {
    const refused = await prepareDraft(
      { registry: registry() },
      'draft',
      draft({ widget: 'lowercase' }),
    );
    expect(refused).toEqual({
      kind: 'invalid',
      message: expect.stringMatching(/^pages\/draft\.json: \/body\/widget must match pattern/),
    });
  });
});
