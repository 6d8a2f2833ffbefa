import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PhoneBinding } from '../../widgets/SecurityPanel/PhoneBinding';
import { customerStores, renderCustomerWidget, scriptedApi, signIn } from './customerHarness';

// The security page's phone section (SPEC section 4 "Phone bind"): bind with the code sent to
// the phone, change with codes to both numbers, unbind with a code to the bound one; refusals
// arrive as codes and are worded here.

type Config = { phone_number: string | null; phone_code: string | null; activation_type: number };

/** A user config the scripted server changes as the binding calls succeed. */
function phoneServer(start: Config, takenNumber?: string) {
  let config = { ...start, user_country_id: 643 };
  const api = scriptedApi()
    .on('GET /web-api/user/config', () => ({ data: config }))
    .on('POST /web-api/user/phone/send-code', { data: { success: true } })
    .on('POST /web-api/user/phone/bind', (call) => {
      const body = call.body as Record<string, string>;
      if (body['phone-number'] === takenNumber) {
        const refusal = { reason: 'phone_taken', field: 'phone-number' };
        return { status: 409, message: 'x', body: refusal };
      }
      if (body.code !== '111111') {
        return { status: 400, message: 'x', body: { reason: 'wrong_code', field: 'code' } };
      }
      config = {
        ...config,
        phone_number: body['phone-number']!,
        phone_code: body['phone-code']!,
        activation_type: 3,
      };
      return { data: { success: true } };
    })
    .on('POST /web-api/user/phone/unbind', () => {
      config = { ...config, phone_number: null, phone_code: null, activation_type: 0 };
      return { data: { success: true } };
    });
  const stores = customerStores(api);
  signIn(stores);
  void stores.userConfig.load();
  renderCustomerWidget(<PhoneBinding />, { api, stores });
  const section = () => screen.getByRole('region', { name: 'Phone binding' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(section()).getByLabelText(label), { target: { value } });
  const click = (name: string) => fireEvent.click(within(section()).getByRole('button', { name }));
  /** The code to the bound phone was sent: its button offers to send it again. */
  const sentToBoundPhone = () =>
    within(section()).findByRole('button', { name: 'Send the code to the bound phone again' });
  return { api, section, type, click, sentToBoundPhone };
}

describe('PhoneBinding (office/security)', () => {
  it("words a number another account holds as a binding refusal, not as registration's", async () => {
    const { section, type, click } = phoneServer(
      { phone_number: null, phone_code: null, activation_type: 0 },
      '9007654321',
    );
    type('Phone number', '900 765-43-21');
    click('Send code');
    await within(section()).findByText('The code has been sent by SMS.');
    type('Code from the SMS', '111111');
    click('Bind phone');
    expect(
      await within(section()).findByText(
        'This number is bound to another account. Enter a number of your own.',
      ),
    ).toBeTruthy();
    expect(within(section()).queryByText(/Sign in or recover your password/)).toBeNull();
  });

  it('binds a first phone with the code sent to it; a wrong code is worded at its field', async () => {
    const { api, section, type, click } = phoneServer({
      phone_number: null,
      phone_code: null,
      activation_type: 0,
    });
    // The calling code starts as the customer's country's (Russia: 7).
    await waitFor(() =>
      expect(
        (within(section()).getByLabelText('Country calling code') as HTMLInputElement).value,
      ).toBe('+7'),
    );
    type('Phone number', '900 123-45-67');
    click('Send code');
    expect(await within(section()).findByText('The code has been sent by SMS.')).toBeTruthy();
    expect(api.callsTo('POST /web-api/user/phone/send-code')[0]!.body).toEqual({
      'phone-number': '9001234567',
      'phone-code': '7',
    });
    type('Code from the SMS', '000000');
    click('Bind phone');
    expect(await within(section()).findByText('The code is wrong.')).toBeTruthy();
    type('Code from the SMS', '111111');
    click('Bind phone');
    expect(
      await within(section()).findByText(
        'The phone is bound. You can now sign in with an SMS code.',
      ),
    ).toBeTruthy();
    expect(within(section()).getByTestId('bound-phone').textContent).toBe(
      'Bound phone: +7 9001234567',
    );
  });

  it('changes the bound phone with codes to both numbers, then unbinds it', async () => {
    const { api, section, type, click, sentToBoundPhone } = phoneServer({
      phone_number: '9001234567',
      phone_code: '7',
      activation_type: 3,
    });
    await within(section()).findByTestId('bound-phone');
    click('Change phone');
    click('Send a code to the bound phone');
    // The section's buttons wait while a call is in flight: go on once the code was sent.
    await sentToBoundPhone();
    expect(api.callsTo('POST /web-api/user/phone/send-code')[0]!.body).toEqual({});
    type('Code sent to the bound phone', '222222');
    type('New phone number', '9007654321');
    click('Send code');
    await within(section()).findByText('The code has been sent by SMS.');
    type('Code from the SMS', '111111');
    // The form's submit (the mode button above it has the same name).
    fireEvent.submit(within(section()).getByLabelText('Code from the SMS').closest('form')!);
    await waitFor(() =>
      expect(within(section()).getByTestId('bound-phone').textContent).toBe(
        'Bound phone: +7 9007654321',
      ),
    );
    expect(api.callsTo('POST /web-api/user/phone/bind')[0]!.body).toEqual({
      'phone-number': '9007654321',
      'phone-code': '7',
      code: '111111',
      current_code: '222222',
    });

    click('Unbind phone');
    click('Send a code to the bound phone');
    await sentToBoundPhone();
    type('Code sent to the bound phone', '333333');
    fireEvent.submit(
      within(section()).getByLabelText('Code sent to the bound phone').closest('form')!,
    );
    expect(await within(section()).findByText('The phone is unbound.')).toBeTruthy();
    expect(api.callsTo('POST /web-api/user/phone/unbind')[0]!.body).toEqual({ code: '333333' });
    expect(within(section()).queryByTestId('bound-phone')).toBeNull();
    // Unbound, the section offers binding again.
    expect(within(section()).getByLabelText('Phone number')).toBeTruthy();
  });
});
