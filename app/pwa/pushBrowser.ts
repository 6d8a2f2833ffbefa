// The browser's side of web push for the push opt-in store: the service worker registration's
// push manager, subscribing with the server's VAPID key.
import type { BrowserPushSubscription, PushBrowser } from '../../stores/pwa/PushOptInStore';

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
          // The Push API reads the key's base64url text itself.
          applicationServerKey: publicKey,
        }),
      ),
    unsubscribe: async () => {
      await (await registration.pushManager.getSubscription())?.unsubscribe();
    },
  };
}
