import type { DeviceType } from './device';

// SPEC section 2 "Layout rules": scroll-to-top appears after 1 screen on desktop and 4 on mobile.
export const SCROLL_TO_TOP_SCREENS: Readonly<Record<DeviceType, number>> = {
  desktop: 1,
  mobile: 4,
};

export function scrollToTopVisible(
  scrollY: number,
  viewportHeight: number,
  device: DeviceType,
): boolean {
  if (viewportHeight <= 0) return false;
  return scrollY > viewportHeight * SCROLL_TO_TOP_SCREENS[device];
}
