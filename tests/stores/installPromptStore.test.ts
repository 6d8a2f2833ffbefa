// SPEC section 4: the browser's install offer is held back and shown only when the customer asks.
import { describe, expect, it } from 'vitest';
import {
  InstallPromptStore,
  type DeferredInstallPrompt,
} from '../../stores/pwa/InstallPromptStore';

function offer(outcome: 'accepted' | 'dismissed') {
  const calls: string[] = [];
  const prompt: DeferredInstallPrompt = {
    prompt: async () => void calls.push('prompt'),
    userChoice: Promise.resolve({ outcome }),
  };
  return { prompt, calls };
}

describe('install prompt', () => {
  it('holds the offer without showing it until the customer asks', async () => {
    const store = new InstallPromptStore();
    expect(store.available).toBe(false);
    expect(await store.install()).toBe('unavailable');
    const { prompt, calls } = offer('accepted');
    store.offer(prompt);
    expect(store.available).toBe(true);
    expect(calls).toEqual([]);
    expect(await store.install()).toBe('accepted');
    expect(calls).toEqual(['prompt']);
    expect(store.installed).toBe(true);
    expect(store.available).toBe(false);
  });

  it('spends a dismissed offer: the browser makes a new one later', async () => {
    const store = new InstallPromptStore();
    store.offer(offer('dismissed').prompt);
    expect(await store.install()).toBe('dismissed');
    expect(store.available).toBe(false);
    expect(store.installed).toBe(false);
  });
});
