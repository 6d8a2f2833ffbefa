import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import ScrollToTop from '../../widgets/ScrollToTop/ScrollToTop';
import { noSlots, renderWidget, testConfig } from './harness';

function renderButton(config = testConfig()) {
  return renderWidget(
    <ScrollToTop props={{ labelKey: 'main:scroll_to_top' }} slots={noSlots} path="p" />,
    { config },
  );
}

const button = () => screen.queryByRole('button', { name: 'Back to top' });

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTop', () => {
  it('appears on desktop only after one screen is scrolled', () => {
    const { stores } = renderButton();
    act(() => stores.ui.setViewport(1366, 800));
    act(() => stores.ui.setScrollY(800));
    expect(button()).toBeNull();
    act(() => stores.ui.setScrollY(801));
    expect(button()).not.toBeNull();
  });

  it('appears on mobile only after four screens are scrolled', () => {
    const { stores } = renderButton();
    act(() => {
      stores.ui.setViewport(390, 800);
      stores.ui.setScrollY(801);
    });
    expect(stores.ui.device).toBe('mobile');
    expect(button()).toBeNull();
    act(() => stores.ui.setScrollY(3200));
    expect(button()).toBeNull();
    act(() => stores.ui.setScrollY(3201));
    expect(button()).not.toBeNull();
  });

  it('counts four screens when platform_type=mobile forces mobile on a wide screen', () => {
    const { stores } = renderButton();
    act(() => {
      stores.ui.setViewport(1920, 1000);
      stores.ui.setPlatformType('mobile');
      stores.ui.setScrollY(2000);
    });
    expect(button()).toBeNull();
  });

  it('follows the window scroll position once mounted', () => {
    renderButton();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 5000 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button()).not.toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button()).toBeNull();
  });

  it.each([
    ['angle', 'angle-up'],
    ['arrow', 'arrow-up'],
  ] as const)('shows the %s icon chosen by config.scrollToTopIcon', (icon, drawn) => {
    const { stores } = renderButton(testConfig({ scrollToTopIcon: icon }));
    act(() => {
      stores.ui.setViewport(1366, 800);
      stores.ui.setScrollY(2000);
    });
    const el = button();
    expect(el?.dataset.icon).toBe(icon);
    expect(el?.querySelector('svg')?.dataset.icon).toBe(drawn);
  });

  it('scrolls the page to the top when pressed', () => {
    const scrollTo = vi.fn();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    const { stores } = renderButton();
    act(() => {
      stores.ui.setViewport(1366, 800);
      stores.ui.setScrollY(2000);
    });
    fireEvent.click(button()!);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
