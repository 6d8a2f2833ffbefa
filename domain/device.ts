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

export function deviceFor(viewportWidth: number, forcedMobile: boolean): DeviceType {
  return forcedMobile || viewportWidth < MIN_DESKTOP_WIDTH ? 'mobile' : 'desktop';
}
