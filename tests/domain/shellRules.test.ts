import { describe, expect, it } from 'vitest';
import {
  LAYOUT_WIDTHS,
  POLICY_LOGO_COUNTRY_IDS,
  SKELETON_GAME_TILES,
  SKELETON_OTHER_GAME_TILES,
  deviceFor,
  layoutWidthFor,
  minimumAgeBadge,
  scrollToTopVisible,
  shouldRequestPolicyLogo,
} from '../../domain';

describe('policy logo (SPEC section 2)', () => {
  it('is requested only for geo country ids 1, 66, 126, 228 and 120', () => {
    expect([...POLICY_LOGO_COUNTRY_IDS].sort((a, b) => a - b)).toEqual([1, 66, 120, 126, 228]);
    const requested = Array.from({ length: 300 }, (_, id) => id).filter(shouldRequestPolicyLogo);
    expect(requested).toEqual([1, 66, 120, 126, 228]);
    expect(shouldRequestPolicyLogo(undefined)).toBe(false);
  });
});

describe('scroll-to-top (SPEC section 2)', () => {
  it('shows after more than one screen on desktop', () => {
    expect(scrollToTopVisible(800, 800, 'desktop')).toBe(false);
    expect(scrollToTopVisible(801, 800, 'desktop')).toBe(true);
  });

  it('shows after more than four screens on mobile', () => {
    expect(scrollToTopVisible(801, 800, 'mobile')).toBe(false);
    expect(scrollToTopVisible(3200, 800, 'mobile')).toBe(false);
    expect(scrollToTopVisible(3201, 800, 'mobile')).toBe(true);
  });

  it('stays hidden while the viewport height is unknown', () => {
    expect(scrollToTopVisible(5000, 0, 'desktop')).toBe(false);
  });
});

describe('layout widths (SPEC section 2)', () => {
  it('are 1920, 1366, 1100 and 1024', () => {
    expect(LAYOUT_WIDTHS).toEqual([1920, 1366, 1100, 1024]);
  });

  it('pick the widest that fits, the narrowest when none does', () => {
    expect(layoutWidthFor(2560)).toBe(1920);
    expect(layoutWidthFor(1919)).toBe(1366);
    expect(layoutWidthFor(1100)).toBe(1100);
    expect(layoutWidthFor(1099)).toBe(1024);
    expect(layoutWidthFor(320)).toBe(1024);
  });

  it('decide the device: mobile below 1024 px or when forced', () => {
    expect(deviceFor(1023, false)).toBe('mobile');
    expect(deviceFor(1024, false)).toBe('desktop');
    expect(deviceFor(1920, true)).toBe('mobile');
  });
});

describe('skeleton preloaders (SPEC section 2)', () => {
  it('show 16 game tiles and 2 other-game tiles', () => {
    expect(SKELETON_GAME_TILES).toBe(16);
    expect(SKELETON_OTHER_GAME_TILES).toBe(2);
  });
});

describe('minimum-age badge', () => {
  it('shows the configured age, or 18 when it is missing or out of range', () => {
    expect(minimumAgeBadge(21)).toBe('21+');
    expect(minimumAgeBadge(undefined)).toBe('18+');
    expect(minimumAgeBadge(5)).toBe('18+');
    expect(minimumAgeBadge(18.5)).toBe('18+');
  });
});
