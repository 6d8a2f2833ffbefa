// The customers desk's move of an account to another brand (app/studio/customers/CustomersDesk.tsx):
// an operator with 'operations' sees the brand the account was moved to, picks another, and the
// studio sends the operator API's move, words the answer and reads the panel again; a refusal is
// shown in words; qa, without 'operations', gets no control.
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
  accountBrand: 'aurora',
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
      <CustomersDesk operator={operator} brand="aurora" brands={['aurora', 'nord']} />
    </StudioTextsContext.Provider>,
  );
}

describe("moving a customer's account to another brand in the studio", () => {
  it('shows the brand, offers the others, sends the move and reads the panel again', async () => {
    const calls = fakeFetch({
      status: 200,
      body: { userId: '7', brand: 'nord', previous: 'aurora' },
    });
    renderAs(admin);
    const form = await screen.findByRole('form', { name: 'Move to brand' });
    expect(screen.getByText('aurora')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Move to brand' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'nord']);
    const button = screen.getByRole('button', { name: 'Move' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'nord' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/^Moved\./)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/operator-api/customers/7/brand',
      body: { brand: 'nord' },
    });
    expect(calls.filter((c) => c.url === '/operator-api/customers/7').length).toBe(2);
  });

  it('shows a refusal in words', async () => {
    fakeFetch({ status: 400, body: { status: 400, reason: 'brand_unknown', message: 'no' } });
    renderAs(admin);
    await screen.findByRole('form', { name: 'Move to brand' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Move to brand' }), {
      target: { value: 'nord' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('This brand is not served here.')).toBeTruthy();
  });

  it('draws no move control for qa', async () => {
    fakeFetch({ status: 500, body: {} });
    renderAs(qa);
    await screen.findByText('Customer 7', { exact: false });
    expect(screen.queryByRole('form', { name: 'Move to brand' })).toBeNull();
  });
});
