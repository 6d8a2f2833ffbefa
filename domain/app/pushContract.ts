// Web push (SPEC section 7 "push init"): the customer API that opts a browser in and out, and what
// a push carries. The server sends codes; the service worker words them from the pwa dictionary.

export const PUSH_PATHS = {
  /** GET: 200 PushKeyResponse, the VAPID public key a browser subscribes with. */
  key: '/web-api/push/key',
  /** PUT PushSubscriptionRequest: 204, this browser is subscribed; DELETE { endpoint }: 204. */
  subscription: '/web-api/push/subscription',
} as const;

export interface PushKeyResponse {
  publicKey: string;
}

export interface PushSubscriptionRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The language the notifications are worded in. */
  language: string;
}

/** What a push carries: a code and its values, never a text. */
export type PushMessage =
  | { kind: 'coupon_settled'; couponId: string; status: 'won' | 'lost' | 'void' }
  | { kind: 'verification_decision'; decision: 'approved' | 'rejected' };

/** The pwa dictionary keys of a push's title and body. */
export function pushTextKeys(message: PushMessage): { title: string; body: string } {
  if (message.kind === 'coupon_settled') {
    return { title: `push_coupon_${message.status}_title`, body: 'push_coupon_body' };
  }
  return {
    title: `push_verification_${message.decision}_title`,
    body: `push_verification_${message.decision}_body`,
  };
}
