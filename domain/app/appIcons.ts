// The installable app's icons (SPEC section 9): PNGs made from each brand's logo by
// `npm run pwa:icons` into public/brands/<brand>/icons/, shipped with the build.

/** SPEC section 9: the app and apple touch icon sizes. */
export const APP_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;
/** iOS 14 and older use the precomposed icon (SPEC section 9); 180 px is the iPhone's size. */
export const PRECOMPOSED_ICON_SIZE = 180;

export function appIconPath(brand: string, size: number): string {
  return `/brands/${brand}/icons/icon-${size}.png`;
}

export function precomposedIconPath(brand: string): string {
  return `/brands/${brand}/icons/apple-touch-icon-precomposed.png`;
}

/** Where the brand's manifest is served (only when its config sets isPwa). */
export const MANIFEST_PATH = '/manifest.json';
/** The path the manifest was linked at before; installed apps that remember it still get it. */
export const LEGACY_MANIFEST_PATH = '/manifest.webmanifest';
/** The service worker, at the root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';
/**
 * The page's message to a waiting worker (app/pwa/registerServiceWorker.ts → app/pwa/sw.ts): take
 * over now. A worker calls skipWaiting itself when it installs, but Chromium parks that activation
 * when a fetch reaches the outgoing worker at the wrong moment; asking again activates it.
 */
export const SKIP_WAITING_MESSAGE = 'skip-waiting';
/** The page the service worker shows a navigation it cannot reach the server for. */
export const OFFLINE_PAGE_PATH = '/offline.html';
