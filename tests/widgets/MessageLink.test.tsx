import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MessageLink from '../../widgets/MessageLink/MessageLink';
import enAccess from '../../configs/locales/en/access.json';
import enMain from '../../configs/locales/en/main.json';
import { customerStores, scriptedApi, signIn } from './customerHarness';
import { noSlots, renderWidget, testTranslator } from './harness';

function accessI18n() {
  return testTranslator('en', { en: { main: enMain, access: enAccess } });
}

function open(link: 'accountverify' | 'stopnewsletter', url: string, api = scriptedApi()) {
  const stores = customerStores(api);
  renderWidget(
    <Routes>
      <Route
        path="/:lng/user/*"
        element={<MessageLink props={{ link }} slots={noSlots} path="p" />}
      />
    </Routes>,
    { stores, url, i18n: accessI18n() },
  );
  return { api, stores };
}

describe('MessageLink (user/accountverify, user/stopnewsletter)', () => {
  it("posts the activation link's token once and says the address is confirmed", async () => {
    const api = scriptedApi().on('POST /web-api/user/accountverify', {
      data: { success: true, email: 'ann@example.test' },
    });
    open('accountverify', '/en/user/accountverify?token=tok_0123456789abcdef', api);
    expect(await screen.findByText(enAccess.accountverify_busy)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('message-link-done').textContent).toBe(
        'Your e-mail address ann@example.test is confirmed. Thank you!',
      ),
    );
    expect(api.callsTo('POST /web-api/user/accountverify')).toEqual([
      {
        method: 'POST',
        path: '/web-api/user/accountverify',
        body: { token: 'tok_0123456789abcdef' },
      },
    ]);
  });

  it('words a used link from the dictionary and offers a signed-in customer a new one', async () => {
    const api = scriptedApi()
      .on('POST /web-api/user/accountverify', {
        status: 409,
        message: 'token: used',
        body: { reason: 'link_used', message: 'token: used' },
      })
      .on('POST /web-api/user/activation/send', { data: { success: true } });
    const stores = customerStores(api);
    signIn(stores);
    renderWidget(
      <Routes>
        <Route
          path="/:lng/user/*"
          element={<MessageLink props={{ link: 'accountverify' }} slots={noSlots} path="p" />}
        />
      </Routes>,
      { stores, url: '/en/user/accountverify?token=tok_0123456789abcdef', i18n: accessI18n() },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(enMain.error_link_used);
    fireEvent.click(screen.getByRole('button', { name: enAccess.accountverify_resend }));
    expect(await screen.findByText(enAccess.accountverify_resent)).toBeTruthy();
    expect(api.callsTo('POST /web-api/user/activation/send')).toHaveLength(1);
  });

  it('explains the page without a token and posts nothing', () => {
    const { api } = open('stopnewsletter', '/en/user/stopnewsletter');
    expect(screen.getByText(enAccess.stopnewsletter_p1)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('unsubscribes with the opt-out token', async () => {
    const api = scriptedApi().on('POST /web-api/user/stopnewsletter', { data: { success: true } });
    open('stopnewsletter', '/en/user/stopnewsletter?token=abc.def0123456789xyz', api);
    await waitFor(() =>
      expect(screen.getByTestId('message-link-done').textContent).toBe(
        enAccess.stopnewsletter_done,
      ),
    );
  });
});
