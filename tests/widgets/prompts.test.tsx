import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import CaptchaPrompt from '../../widgets/CaptchaPrompt/CaptchaPrompt';
import RegistrationReminder from '../../widgets/RegistrationReminder/RegistrationReminder';
import { createRootStore, type Scheduler } from '../../stores';
import { noSlots, testConfig } from './harness';
import { customerStores, renderCustomerWidget, scriptedApi } from './customerHarness';

/** A clock the test moves by hand. */
function manualScheduler() {
  let now = 1_000_000;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  const scheduler: Scheduler = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = next++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const due of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((t) => t !== due);
      due.run();
    }
  };
  return { scheduler, advance };
}

describe('CaptchaPrompt', () => {
  it('shows the captcha image when a call demands one and hands the answer back', async () => {
    const api = scriptedApi().on('GET /captcha/update', {
      data: { captchaId: 'c-1', image: 'data:image/png;base64,AAAA' },
    });
    const stores = customerStores(api);
    renderCustomerWidget(<CaptchaPrompt props={{}} slots={noSlots} path="p" />, { api, stores });
    expect(screen.queryByRole('dialog')).toBeNull();

    let answer: unknown;
    act(() => {
      void stores.captcha.ask({ code: 111, message: 'wrong captcha' }).then((a) => (answer = a));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm that you are not a robot' });
    expect(dialog.textContent).toContain('The digits were wrong. Try this picture.');
    const image = await screen.findByRole('img', { name: 'Picture with the digits to type' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    const field = screen.getByLabelText('Digits from the picture');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(field, { target: { value: ' 40213 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(() => Promise.resolve());
    expect(answer).toEqual({ captchaId: 'c-1', answer: '40213' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the waiting call nothing when the visitor closes it', async () => {
    const api = scriptedApi().on('GET /captcha/update', {
      data: { captchaId: 'c-2', image: 'data:image/png;base64,BBBB' },
    });
    const stores = customerStores(api);
    renderCustomerWidget(<CaptchaPrompt props={{}} slots={noSlots} path="p" />, { api, stores });
    let answer: unknown = 'pending';
    act(() => {
      void stores.captcha.ask({ code: 100, message: 'captcha required' }).then((a) => (answer = a));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Another picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => Promise.resolve());
    expect(answer).toBeNull();
    expect(api.callsTo('GET /captcha/update')).toHaveLength(2);
  });
});

describe('RegistrationReminder', () => {
  const config = testConfig({
    isRegistrationAllowed: true,
    registrationReminder: { delay: 30, interval: 60 },
  });

  it('invites a guest to register after the configured delay, once per interval', async () => {
    const { scheduler, advance } = manualScheduler();
    const storage = window.localStorage;
    storage.clear();
    const api = scriptedApi();
    const stores = createRootStore({ api, config, scheduler, storage });
    const view = renderCustomerWidget(
      <RegistrationReminder props={{}} slots={noSlots} path="p" />,
      {
        api,
        stores,
      },
    );
    act(() => advance(29_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => advance(1_000));
    // The dialog's code loads when the reminder is first due.
    const dialog = await screen.findByRole('dialog', { name: 'Join us' });
    expect(screen.getByRole('link', { name: 'Registration' }).getAttribute('href')).toBe(
      '/en/registration',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(dialog.isConnected).toBe(false);

    // A new page within the interval: not again.
    view.unmount();
    renderCustomerWidget(<RegistrationReminder props={{}} slots={noSlots} path="p" />, {
      api,
      stores,
    });
    act(() => advance(30_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    storage.clear();
  });

  it('waits while the sign-in form is open', async () => {
    const { scheduler, advance } = manualScheduler();
    window.localStorage.clear();
    const api = scriptedApi();
    const stores = createRootStore({ api, config, scheduler, storage: window.localStorage });
    stores.authForm.open();
    renderCustomerWidget(<RegistrationReminder props={{}} slots={noSlots} path="p" />, {
      api,
      stores,
    });
    act(() => advance(30_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => stores.authForm.close());
    act(() => advance(60_000));
    expect(await screen.findByRole('dialog', { name: 'Join us' })).toBeTruthy();
    window.localStorage.clear();
  });
});
