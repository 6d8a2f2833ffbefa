import { describe, expect, it } from 'vitest';
import { deviceFor, viewportContentFor } from '../../domain';
import { UiStore, VERSION_STORAGE_KEY } from '../../stores/UiStore';
import { followVersionViewport } from '../../app/versionViewport';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('the version chosen on the mobile and desktop pages (SPEC section 2)', () => {
  it('platform_type=mobile wins, then the choice, then the width', () => {
    expect(deviceFor(1366, false, 'mobile')).toBe('mobile');
    expect(deviceFor(390, false, 'desktop')).toBe('desktop');
    expect(deviceFor(390, true, 'desktop')).toBe('mobile');
    expect(deviceFor(390, false, null)).toBe('mobile');
    expect(deviceFor(1366, false, null)).toBe('desktop');
  });

  it('switches the device and remembers the choice on the device', () => {
    const storage = memoryStorage();
    const ui = new UiStore({ storage });
    ui.setViewport(1366, 768);
    expect(ui.device).toBe('desktop');
    ui.chooseVersion('mobile');
    expect(ui.device).toBe('mobile');
    expect(storage.data.get(VERSION_STORAGE_KEY)).toBe('mobile');

    const next = new UiStore({ storage }); // the next visit
    next.setViewport(1366, 768);
    expect(next.device).toBe('mobile');
    next.chooseVersion('desktop');
    next.setViewport(390, 844);
    expect(next.device).toBe('desktop');
    next.chooseVersion(null);
    expect(next.device).toBe('mobile');
    expect(storage.data.has(VERSION_STORAGE_KEY)).toBe(false);
  });

  it('ignores a stored value that is not a version', () => {
    const ui = new UiStore({ storage: memoryStorage({ [VERSION_STORAGE_KEY]: 'tablet' }) });
    expect(ui.chosenVersion).toBeNull();
  });

  it('lays the full version out at the narrowest desktop width through the viewport meta', () => {
    const ui = new UiStore({ storage: memoryStorage() });
    document.head.innerHTML =
      '<meta name="viewport" content="width=device-width, initial-scale=1">';
    const stop = followVersionViewport(ui, document);
    const meta = () => document.querySelector('meta[name="viewport"]')!.getAttribute('content');
    expect(meta()).toBe('width=device-width, initial-scale=1');
    ui.chooseVersion('desktop');
    expect(meta()).toBe('width=1024');
    expect(viewportContentFor('desktop')).toBe('width=1024');
    ui.chooseVersion('mobile');
    expect(meta()).toBe('width=device-width, initial-scale=1');
    stop();
  });
});
