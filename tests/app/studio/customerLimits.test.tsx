// The customers desk's limit form (app/studio/customers/CustomersDesk.tsx): an operator with
// 'operations' sets a customer's limit (the customer's own save, through the operator API), sees
// the answer in the studio's words and the panel read again; a refusal is shown in words; qa,
// without 'operations', gets no form.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import CustomersDesk from '../../../app/studio/customers/CustomersDesk';
import { loadStudioTexts, StudioTextsContext, type StudioT } from '../../../app/studio/studioTexts';
import type { OperatorIdentity } from '../../../domain/operators/roles';

const admin: OperatorIdentity = { id: '1', login: 'ad', role: 'admin', brand: null };
const qa: OperatorIdentity = { id: '2', login: 'qa', role: 'qa', brand: null };

const detail = {
  userId: '7',
  login: '7',
  banLevel: 0,
  banVersion: 0,
  registrationType: 'phone',
  createdAt: '2026-01-01T00:00:00.000Z',
  disallowLineSport: false,
  disallowLiveSport: false,
  verificationState: 'none',
  accounts: [],
  limits: [],
  documents: [],
  history: [],
};

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

/** Answers a customer read with `detail`, a limits write with `write`; records the calls. */
function fakeFetch(write: { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
    const answer = method === 'PUT' ? write : { status: 200, body: detail };
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
  history.replaceState(null, '', '/studio/customers?customer=7');
  render(
    <StudioTextsContext.Provider value={t}>
      <CustomersDesk operator={operator} brand="aurora" brands={['aurora']} />
    </StudioTextsContext.Provider>,
  );
}

function fillLimit(type: string, value: string) {
  fireEvent.change(screen.getByLabelText('Limit type'), { target: { value: type } });
  fireEvent.change(screen.getByLabelText('Value'), { target: { value } });
}

describe("setting a customer's limits in the studio", () => {
  it('sends the customer save for the customer and reads the panel again', async () => {
    const calls = fakeFetch({ status: 200, body: { status: 200, limitsData: [] } });
    renderAs(admin);
    await screen.findByRole('form', { name: 'Set the limit' });
    fillLimit('20', '100000');
    fireEvent.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(
      await screen.findByText("The limit is saved, by the customer's own rules."),
    ).toBeTruthy();
    const write = calls.find((c) => c.method === 'PUT');
    expect(write).toEqual({
      method: 'PUT',
      url: '/operator-api/customers/7/limits',
      body: { limits: [{ type: 20, limitValue: 100_000 }] },
    });
    expect(calls.filter((c) => c.url === '/operator-api/customers/7').length).toBe(2);
  });

  it('sends nothing malformed and shows a refusal in words', async () => {
    const calls = fakeFetch({
      status: 400,
      body: { status: 400, reason: 'limit_value_not_allowed', message: 'no' },
    });
    renderAs(admin);
    await screen.findByRole('form', { name: 'Set the limit' });
    fillLimit('twenty', '1');
    expect(
      (screen.getByRole('button', { name: 'Set the limit' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fillLimit('20', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(await screen.findByText('This value is not one the limit takes.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('draws no limit form for qa', async () => {
    fakeFetch({ status: 500, body: {} });
    renderAs(qa);
    await screen.findByText('Customer 7', { exact: false });
    expect(screen.queryByRole('form', { name: 'Set the limit' })).toBeNull();
  });
});
