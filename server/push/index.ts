// Web push: the customer's opt-in, and pushes when a coupon settles or a verification decision
// is made (notifyVerificationDecision is the hook for the verification context).
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import type { SettlementService } from '../coupon/settlementService';
import type { ServerContext } from '../http/serverContext';
import { PushNotifier } from './pushNotifier';
import { registerPushRoutes } from './pushRoutes';
import type { VapidKeys } from './vapidKeys';

export { loadVapidKeys, type VapidKeys } from './vapidKeys';
export { PushNotifier } from './pushNotifier';

export interface PushOptions {
  /** The VAPID key pair (server/push/vapidKeys.ts); default: a pair made for this process. */
  vapid?: VapidKeys;
  /** Test control: a local http push service is accepted as an endpoint. */
  allowHttpEndpoints?: boolean;
}

export function registerPush(
  app: FastifyInstance,
  ctx: ServerContext,
  settlement: SettlementService,
  opts: PushOptions = {},
): PushNotifier {
  const vapid = opts.vapid ?? {
    ...webPush.generateVAPIDKeys(),
    subject: 'mailto:operator@localhost',
  };
  const notifier = new PushNotifier(() => ctx.database.db, vapid, app.log);
  registerPushRoutes(app, ctx, notifier, { allowHttpEndpoints: opts.allowHttpEndpoints ?? false });
  const off = settlement.onCouponSettled(({ userId, couponId, status }) => {
    void notifier.notifyUser(userId, { kind: 'coupon_settled', couponId, status });
  });
  app.addHook('onClose', async () => off());
  return notifier;
}

/** The verification context calls this when an operator decides on a customer's documents. */
export function notifyVerificationDecision(
  notifier: PushNotifier,
  userId: string,
  decision: 'approved' | 'rejected',
): Promise<unknown> {
  return notifier.notifyUser(userId, { kind: 'verification_decision', decision });
}
