import { describe, expect, it, vi } from 'vitest';
import {
  browserFingerprintComponents,
  documentCookies,
  documentVisibility,
  windowActivity,
} from '../../app/sessionEnvironment';

describe('browser adapters of the session store', () => {
  it('reports tab visibility and its changes', () => {
    const visibility = documentVisibility(document);
    const listener = vi.fn();
    const stop = visibility.subscribe(listener);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(visibility.isVisible()).toBe(false);
    state.mockReturnValue('visible');
    expect(visibility.isVisible()).toBe(true);
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    state.mockRestore();
  });

  it('counts mouse, key, touch, wheel and resize as activity until unsubscribed', () => {
    const listener = vi.fn();
    const stop = windowActivity(window).subscribe(listener);
    for (const type of ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'resize']) {
      window.dispatchEvent(new Event(type));
    }
    window.dispatchEvent(new Event('scroll'));
    expect(listener).toHaveBeenCalledTimes(6);
    stop();
    window.dispatchEvent(new Event('keydown'));
    expect(listener).toHaveBeenCalledTimes(6);
  });

  it('expires readable cookies by name', () => {
    document.cookie = 'ua=abc; path=/';
    document.cookie = 'lng=ru; path=/';
    documentCookies(document).remove('ua');
    expect(document.cookie).not.toContain('ua=');
    expect(document.cookie).toContain('lng=ru');
  });

  it('collects the fingerprint components from the browser', () => {
    const components = browserFingerprintComponents();
    expect(components.userAgent).toBe(navigator.userAgent);
    expect(Object.values(components).every((v) => typeof v === 'string')).toBe(true);
  });
});
