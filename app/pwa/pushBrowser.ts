// The browser's side of web push for the push opt-in store: the service worker registration's
// push manager, subscribing with the server's VAPID key.
import type { BrowserPushSubscription, PushBrowser } from '../../stores/pwa/PushOptInStore';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function asJson(subscription: PushSubscription): BrowserPushSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export function pushBrowserOf(registration: ServiceWorkerRegistration): PushBrowser {
  return {
    permission: () => (typeof Notification === 'undefined' ? 'denied' : Notification.permission),
    current: async () => {
      const subscription = await registration.pushManager.getSubscription();
      return subscription ? asJson(subscription) : null;
    },
    subscribe: async (publicKey) =>
      asJson(
        await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }),
      ),
    unsubscribe: async () => {
      await (await registration.pushManager.getSubscription())?.unsubscribe();
    },
  };
}
