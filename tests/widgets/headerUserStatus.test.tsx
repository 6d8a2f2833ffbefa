// SPEC section 3 "User config" user_status_id: the header names a VIP customer's status (an
// operator sets it); a regular customer's header says nothing of it.
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import HeaderAccount from '../../widgets/HeaderAccount/HeaderAccount';
import { testConfig } from './harness';
import {
  customerStores,
  renderCustomerWidget,
  RUB_ACCOUNTS,
  scriptedApi,
  signIn,
} from './customerHarness';

const account = <HeaderAccount props={{}} slots={{}} path="parts/header.json#/body" />;

describe('HeaderAccount user status', () => {
  it('says VIP for user_status_id 1 and nothing for 0', async () => {
    const api = scriptedApi()
      .on('GET /web-api/account/data', { data: RUB_ACCOUNTS })
      .on('GET /web-api/user/config', { data: { user_status_id: 1 } });
    const stores = customerStores(api, testConfig({}));
    signIn(stores);
    renderCustomerWidget(account, { api, stores });
    await act(async () => void (await stores.userConfig.load()));
    expect((await screen.findByTestId('header-user-status')).textContent).toBe('VIP customer');

    api.on('GET /web-api/user/config', { data: { user_status_id: 0 } });
    await act(async () => void (await stores.userConfig.load()));
    expect(screen.queryByTestId('header-user-status')).toBeNull();
  });
});
