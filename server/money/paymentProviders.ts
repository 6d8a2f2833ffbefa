// Which payment provider serves deposits and withdrawals (PAYMENT_PROVIDER). The sandbox is the
// only one built. It credits whatever amount a customer asks for and lets that customer approve it,
// so outside production it is the default, and a production server serves it only when
// PAYMENT_PROVIDER=sandbox chooses it explicitly (a demo, the end-to-end tests), and warns.
import { StartupRefusal } from '../startupRefusal';

export const PAYMENT_PROVIDER_NAMES = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** PAYMENT_PROVIDER as given (undefined when unset or blank); a name not built is refused. */
export function paymentProviderFromEnv(value: string | undefined): PaymentProviderName | undefined {
  const name = value?.trim();
  if (!name) return undefined;
  const known = PAYMENT_PROVIDER_NAMES.find((n) => n === name);
  if (!known) {
    throw new StartupRefusal(
      `PAYMENT_PROVIDER=${name} is not a payment provider; the one built is ${PAYMENT_PROVIDER_NAMES.join(', ')}`,
    );
  }
  return known;
}

/** The provider a server serves: the one chosen; unchosen, the sandbox outside production only. */
export function choosePaymentProvider(
  chosen: PaymentProviderName | undefined,
  production: boolean,
): PaymentProviderName {
  if (chosen) return chosen;
  if (production) {
    throw new StartupRefusal(
      'NODE_ENV=production needs PAYMENT_PROVIDER: the only provider built is the sandbox, which ' +
        'lets any customer credit their own account, so production never serves it by default. ' +
        'Set PAYMENT_PROVIDER=sandbox to serve it anyway (demos and end-to-end tests only)',
    );
  }
  return 'sandbox';
}

/** Logged at warn level (shown at the default LOG_LEVEL) when production serves the sandbox. */
export const SANDBOX_IN_PRODUCTION_WARNING =
  'PAYMENT_PROVIDER=sandbox in production: the sandbox payment provider is serving. Any ' +
  'signed-in customer can credit their own account (up to the deposit maximum of the currency) ' +
  'and approve it on /sandbox-pay. Never serve it to real customers';
