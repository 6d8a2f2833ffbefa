// The support widgets over scripted answers: the office menu's badges and open entry, the
// requests page (a request opened with its messages, the user config read again so the badge
// goes; a closed request without the reply form, saying why), and the request form sending the
// topic and sub-topic of its route and a worded refusal.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import enMain from '../../configs/locales/en/main.json';
import enOffice from '../../configs/locales/en/office.json';
import enSupport from '../../configs/locales/en/support.json';
import OfficeMenu from '../../widgets/OfficeMenu/OfficeMenu';
import PaymentRequests from '../../widgets/PaymentRequests/PaymentRequests';
import PaymentRequestForm from '../../widgets/PaymentRequestForm/PaymentRequestForm';
import { noSlots, renderWidget, testTranslator } from './harness';
import { customerStores, scriptedApi, signIn, type ScriptedApi } from './customerHarness';

function supportI18n() {
  return testTranslator('en', { en: { main: enMain, office: enOffice, support: enSupport } });
}

function renderSignedIn(element: React.ReactElement, api: ScriptedApi, url: string) {
  const stores = customerStores(api);
  signIn(stores);
  return renderWidget(element, { stores, i18n: supportI18n(), url });
}

const REQUEST = {
  id: '5',
  topicId: 1,
  subTopicId: 11,
  transactionId: null,
  status: 'answered',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T11:00:00.000Z',
  unread: 1,
};

describe('OfficeMenu', () => {
  it('marks the open entry and shows the unread replies badge from the user config', async () => {
    const api = scriptedApi().on('GET /web-api/user/config', { data: { user_msg_count: 2 } });
    renderSignedIn(
      <OfficeMenu
        props={{
          labelKey: 'office:menu_label',
          items: [
            { to: 'office/account', labelKey: 'office:nav_account', icon: 'user' },
            {
              to: 'office/payment/requests',
              labelKey: 'office:nav_payment_requests',
              icon: 'chat',
              badge: 'messages',
              activeFor: ['office/payment/create-request'],
            },
            {
              to: 'office/hidden',
              labelKey: 'office:nav_support',
              icon: 'help',
              visibleIf: false,
            },
          ],
        }}
        slots={noSlots}
        path="p"
      />,
      api,
      '/en/office/payment/create-request/1',
    );
    const nav = screen.getByRole('navigation', { name: 'My account' });
    const requests = within(nav).getByRole('link', { name: /Payment requests/ });
    expect(requests.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(requests.textContent).toContain('Unread replies: 2'));
    expect(within(nav).queryByText('Support')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Personal data' }).getAttribute('href')).toBe(
      '/en/office/account',
    );
  });
});

describe('PaymentRequests', () => {
  it('opens a request with its messages and reads the user config again', async () => {
    const api = scriptedApi()
      .on('GET /web-api/support/requests', { data: { requests: [REQUEST] } })
      .on('GET /web-api/support/requests/5', {
        data: {
          request: REQUEST,
          messages: [
            {
              id: '1',
              author: 'customer',
              text: 'Where is my deposit?',
              createdAt: REQUEST.createdAt,
              readAt: null,
            },
            {
              id: '2',
              author: 'operator',
              text: 'Credited now.',
              createdAt: REQUEST.updatedAt,
              readAt: null,
            },
          ],
        },
      })
      .on('GET /web-api/user/config', { data: { user_msg_count: 0 } });
    renderSignedIn(
      <PaymentRequests props={{}} slots={noSlots} path="p" />,
      api,
      '/en/office/payment/requests?request=5',
    );
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(messages.textContent).toContain('Credited now.');
    expect(messages.textContent).toContain('Support team');
    expect(screen.getAllByText('Deposit: The deposit has not arrived').length).toBeGreaterThan(0);
    expect((await screen.findByText('New replies: 1')).textContent).toBe('New replies: 1');
    await waitFor(() => expect(api.callsTo('GET /web-api/user/config')).toHaveLength(1));
  });
});

describe('PaymentRequests: a closed request', () => {
  const MESSAGES = [
    {
      id: '1',
      author: 'customer',
      text: 'Where is my deposit?',
      createdAt: REQUEST.createdAt,
      readAt: null,
    },
  ];
  const CLOSED_NOTE =
    'Our support team has closed this request, so no more messages can be sent in it. If you still need help, open a new request above.';

  it('shows the status closed and, in place of the reply form, the line saying why', async () => {
    const closed = { ...REQUEST, status: 'closed', unread: 0 };
    const api = scriptedApi()
      .on('GET /web-api/support/requests', { data: { requests: [closed] } })
      .on('GET /web-api/support/requests/5', { data: { request: closed, messages: MESSAGES } })
      .on('GET /web-api/user/config', { data: { user_msg_count: 0 } });
    renderSignedIn(
      <PaymentRequests props={{}} slots={noSlots} path="p" />,
      api,
      '/en/office/payment/requests?request=5',
    );
    expect((await screen.findByRole('status')).textContent).toBe(CLOSED_NOTE);
    // The row of the list and the request view both say Closed.
    await waitFor(() => expect(screen.getAllByText('Closed')).toHaveLength(2));
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('closed meanwhile: the refused reply reads the request again and the form gives way to the line', async () => {
    const open = { ...REQUEST, status: 'open', unread: 0 };
    let closedNow = false;
    const api = scriptedApi()
      .on('GET /web-api/support/requests', () => ({
        data: { requests: [closedNow ? { ...open, status: 'closed' } : open] },
      }))
      .on('GET /web-api/support/requests/5', () => ({
        data: { request: closedNow ? { ...open, status: 'closed' } : open, messages: MESSAGES },
      }))
      .on('POST /web-api/support/requests/5/messages', () => {
        closedNow = true;
        return {
          status: 409,
          message: 'The request is closed',
          body: { reason: 'support_request_closed', message: 'The request is closed' },
        };
      })
      .on('GET /web-api/user/config', { data: { user_msg_count: 0 } });
    renderSignedIn(
      <PaymentRequests props={{}} slots={noSlots} path="p" />,
      api,
      '/en/office/payment/requests?request=5',
    );
    fireEvent.change(await screen.findByLabelText('Your message'), {
      target: { value: 'One more question, please.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toBe(CLOSED_NOTE);
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(api.callsTo('POST /web-api/support/requests/5/messages')).toHaveLength(1);
  });
});

describe('PaymentRequestForm', () => {
  const renderForm = (api: ScriptedApi) =>
    renderSignedIn(
      <Routes>
        <Route
          path="/en/office/payment/create-request/:topicId/:subTopicId"
          element={<PaymentRequestForm props={{ step: 'subTopic' }} slots={noSlots} path="p" />}
        />
        <Route path="/en/office/payment/requests" element={<p>requests page</p>} />
      </Routes>,
      api,
      '/en/office/payment/create-request/2/21',
    );

  it("sends the route's topic and sub-topic, then opens the request", async () => {
    const api = scriptedApi().on('POST /web-api/support/requests', {
      data: { request: { ...REQUEST, id: '9', topicId: 2, subTopicId: 21 } },
    });
    renderForm(api);
    expect(
      screen.getByRole('heading', {
        name: 'New request: Withdrawal: The withdrawal is taking too long',
      }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Describe the problem'), {
      target: { value: '  Still waiting for my money.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('requests page')).toBeTruthy();
    expect(api.callsTo('POST /web-api/support/requests')[0]!.body).toEqual({
      topicId: 2,
      subTopicId: 21,
      text: 'Still waiting for my money.',
    });
  });

  it('refuses a short text before sending, and words a refusal of the server', async () => {
    const api = scriptedApi().on('POST /web-api/support/requests', {
      status: 429,
      message: 'Too many open requests',
      body: { reason: 'support_too_many_open', message: 'Too many open requests' },
    });
    renderForm(api);
    fireEvent.change(screen.getByLabelText('Describe the problem'), { target: { value: 'hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write from 5 to 2000 characters.');
    expect(api.callsTo('POST /web-api/support/requests')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Describe the problem'), {
      target: { value: 'A long enough text.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have too many open requests. Please wait for the answers.',
      ),
    );
  });
});
