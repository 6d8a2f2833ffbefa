import { LAYOUT_WIDTHS } from './layoutWidths';

export type DeviceType = 'desktop' | 'mobile';

// The narrowest desktop layout is 1024 px (SPEC section 2 "Layout widths"); below it we serve
// the mobile layout.
export const MIN_DESKTOP_WIDTH = Math.min(...LAYOUT_WIDTHS);

// SPEC section 1: the query parameter platform_type=mobile forces the mobile layout.
export const MOBILE_PLATFORM_TYPE = 'mobile';

export function isMobilePlatformType(platformType: string | null | undefined): boolean {
  return platformType === MOBILE_PLATFORM_TYPE;
}

/**
 * The version the customer chose on the `mobile` or `desktop` page (SPEC section 2), remembered
 * on the device; null follows the window's width.
 */
export type VersionChoice = DeviceType | null;

export function isVersionChoice(value: unknown): value is DeviceType {
  return value === 'mobile' || value === 'desktop';
}

/** platform_type=mobile wins, then the customer's choice, then the width. */
export function deviceFor(
  viewportWidth: number,
  forcedMobile: boolean,
  chosen: VersionChoice = null,
): DeviceType {
  if (forcedMobile) return 'mobile';
  if (chosen) return chosen;
  return viewportWidth < MIN_DESKTOP_WIDTH ? 'mobile' : 'desktop';
}

/**
 * The viewport meta content: the full version on a narrow screen lays the page out at the
 * narrowest desktop width (the browser scales it down) rather than squeezing the desktop layout.
 */
export function viewportContentFor(chosen: VersionChoice): string {
  return chosen === 'desktop'
    ? `width=${MIN_DESKTOP_WIDTH}`
    : 'width=device-width, initial-scale=1';
}
