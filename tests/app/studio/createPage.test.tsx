// The studio's New page section (app/studio/create/CreatePage.tsx) creating a remote part: the
// calls it makes (create, publish, roll back the part), the words it shows from the studio
// dictionary, a name it does not send, a refusal shown, and no publish button for qa.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import CreatePage from '../../../app/studio/create/CreatePage';
import { loadStudioTexts, StudioTextsContext, type StudioT } from '../../../app/studio/studioTexts';
import type { OperatorIdentity } from '../../../domain/operators/roles';

const editor: OperatorIdentity = { id: '1', login: 'ed', role: 'editor', brand: null };
const qa: OperatorIdentity = { id: '2', login: 'qa', role: 'qa', brand: null };

let t: StudioT;
beforeAll(async () => {
  t = await loadStudioTexts('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch answering each call with the next of `answers`, recording the calls. */
function fakeFetch(answers: { status: number; body: unknown }[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}

function renderAs(operator: OperatorIdentity) {
  render(
    <StudioTextsContext.Provider value={t}>
      <CreatePage operator={operator} brand="aurora" brands={['aurora', 'nord']} />
    </StudioTextsContext.Provider>,
  );
}

function choosePart(name: string) {
  fireEvent.change(screen.getByRole('combobox', { name: /^Create/ }), {
    target: { value: 'part' },
  });
  fireEvent.change(screen.getByRole('combobox', { name: /^Template/ }), {
    target: { value: 'text' },
  });
  fireEvent.change(screen.getByLabelText('Part name (a-z, 0-9, -; a letter first)'), {
    target: { value: name },
  });
}

describe('creating a remote part in the studio', () => {
  it('creates, publishes and rolls back a part with the calls of the one mechanism', async () => {
    const calls = fakeFetch([
      { status: 201, body: { path: 'mf/cup' } },
      {
        status: 200,
        body: { rollback: { kind: 'part', id: 'cup' }, versionBefore: 0, version: 1 },
      },
      { status: 200, body: { version: 0 } },
    ]);
    renderAs(editor);
    choosePart('cup');
    expect(screen.getByText('Address: /mf/cup')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Cup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create drafts' }));
    expect((await screen.findByRole('status')).textContent).toBe('Drafts created for /mf/cup.');
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/operator-api/studio/parts',
      body: { brand: 'aurora', id: 'cup', template: 'text', title: 'Cup' },
    });
    expect(
      screen.getByRole('link', { name: 'Edit and preview in Content' }).getAttribute('href'),
    ).toBe('/studio/content?brand=aurora&kind=part&id=cup');

    fireEvent.click(screen.getByRole('button', { name: 'Publish part and texts' }));
    expect(
      await screen.findByText('On a page: the RemotePart widget with the name cup.'),
    ).toBeTruthy();
    expect(calls[1]).toMatchObject({
      url: '/operator-api/studio/parts/publish',
      body: { brand: 'aurora', id: 'cup' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Roll back the part' }));
    expect(await screen.findByText('Rolled back: the part is no longer served.')).toBeTruthy();
    expect(calls[2]).toEqual({
      method: 'POST',
      url: '/operator-api/studio/rollback',
      body: { brand: 'aurora', kind: 'part', id: 'cup', version: 0 },
    });
  });

  it('sends no name a part may not have, and shows a refusal in words', async () => {
    const calls = fakeFetch([
      { status: 409, body: { status: 409, reason: 'content_exists', message: 'taken' } },
    ]);
    renderAs(editor);
    choosePart('1cup');
    const submit = screen.getByRole('button', { name: 'Create drafts' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(submit);
    expect(calls).toHaveLength(0);

    choosePart('header');
    fireEvent.click(screen.getByRole('button', { name: 'Create drafts' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This name is taken: choose another.',
    );
    expect(screen.queryByRole('button', { name: 'Publish part and texts' })).toBeNull();
  });

  it('offers qa no publication', async () => {
    fakeFetch([{ status: 201, body: { path: 'mf/cup' } }]);
    renderAs(qa);
    choosePart('cup');
    fireEvent.click(screen.getByRole('button', { name: 'Create drafts' }));
    await screen.findByRole('status');
    expect(screen.queryByRole('button', { name: 'Publish part and texts' })).toBeNull();
  });
});
