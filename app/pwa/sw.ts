/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest with Workbox): the shell's
// scripts, styles and the offline page precached; API calls network-first, keeping only public
// answers (apiCaching.ts); navigations from the network, or the offline page when it cannot be
// reached; web pushes shown in the customer's language (SPEC section 7 "push init").
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE_PATH, SKIP_WAITING_MESSAGE } from '../../domain/app/appIcons';
import { pushTextKeys, type PushMessage } from '../../domain/app/pushContract';
import ar from '../../configs/locales/ar/pwa.json';
import en from '../../configs/locales/en/pwa.json';
import ru from '../../configs/locales/ru/pwa.json';
import { isCacheableApiCall, mayStoreApiAnswer } from './apiCaching';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const TEXTS: Record<string, Record<string, string>> = { ru, en, ar };
/** House rule: an API answer slower than this is taken from the cache when there is one. */
const API_NETWORK_TIMEOUT_S = 6;

// A new build takes over at once; the page's update notice asks the customer to reload.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    isCacheableApiCall(request.method, url.pathname, request.headers),
  new NetworkFirst({
    cacheName: 'api-public',
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_S,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (mayStoreApiAnswer(response) ? response : null) },
    ],
  }),
);

// Hashed build files never change: the lazy chunks a page loads are kept as they come.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    (request.destination === 'script' || request.destination === 'style'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
    ],
  }),
);

registerRoute(new NavigationRoute(new NetworkOnly()));

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(OFFLINE_PAGE_PATH);
    if (offline) return offline;
  }
  return Response.error();
});

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  if (!message) return;
  const texts: Record<string, string> = TEXTS[message.language] ?? en;
  const keys = pushTextKeys(message);
  const values: Record<string, string> =
    'couponId' in message ? { couponId: message.couponId } : {};
  const word = (key: string) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m: string, name: string) => values[name] ?? '');
  event.waitUntil(
    self.registration.showNotification(word(keys.title), {
      body: word(keys.body),
      lang: message.language,
      dir: message.language === 'ar' ? 'rtl' : 'ltr',
      tag: message.kind === 'coupon_settled' ? `coupon-${message.couponId}` : 'verification',
      data: {
        url:
          message.kind === 'coupon_settled'
            ? `/${message.language}/office/history`
            : `/${message.language}/office/account`,
      },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(self.clients.openWindow(url));
});

function readPush(data: PushMessageData | null): (PushMessage & { language: string }) | null {
  try {
    const parsed = data?.json() as (PushMessage & { language?: unknown }) | undefined;
    if (!parsed || typeof parsed.kind !== 'string' || typeof parsed.language !== 'string') {
      return null;
    }
    return parsed as PushMessage & { language: string };
  } catch {
    return null;
  }
}
