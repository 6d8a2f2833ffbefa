// The sandbox provider's hosted payment page: server-rendered HTML with no script at all (the
// strict CSP allows none inline), a same-origin stylesheet, and one plain POST form whose submit
// buttons carry the outcome.
import escapeHtml from 'escape-html';
import { formatMoney } from '../../../domain/money/amounts';
import { findCurrency } from '../../../domain/money/currencies';
import type { PaymentOutcome, PaymentType } from '../../../domain/money/paymentStatus';
import { SANDBOX_PAGE_PREFIX } from './sandboxProvider';

export const SANDBOX_STYLESHEET_PATH = `${SANDBOX_PAGE_PREFIX}/sandbox.css`;

export interface SandboxPageModel {
  paymentId: string;
  type: PaymentType;
  amount: number;
  currencyId: number;
  /** Set when the payment can no longer be decided: what happened to it. */
  finalStatus?: string;
  /** The result page for a final payment. */
  resultUrl?: string;
}

const OUTCOME_LABELS: Record<PaymentOutcome, string> = {
  success: 'Pay (success)',
  fail: 'Decline (fail)',
  pending: 'Leave pending',
  cancel: 'Cancel',
};

export function renderSandboxPage(model: SandboxPageModel): string {
  const currency = findCurrency(model.currencyId);
  const amount = currency ? formatMoney(model.amount, currency) : `${model.amount}`;
  const what = model.type === 'deposit' ? 'Deposit' : 'Withdrawal';
  const id = escapeHtml(model.paymentId);
  const body =
    model.finalStatus === undefined
      ? `<form method="post" action="${SANDBOX_PAGE_PREFIX}/${id}">
      ${(Object.keys(OUTCOME_LABELS) as PaymentOutcome[])
        .map(
          (o) =>
            `<button type="submit" name="outcome" value="${o}" data-outcome="${o}">${OUTCOME_LABELS[o]}</button>`,
        )
        .join('\n      ')}
    </form>`
      : `<p class="final">This payment is complete: <strong>${escapeHtml(model.finalStatus)}</strong>.</p>
    <p><a href="${escapeHtml(model.resultUrl ?? '/')}">Back to the site</a></p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Sandbox payment</title>
    <link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}" />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main>
      <p class="provider">Sandbox payment provider (test mode: no real money)</p>
      <h1>${what} of <span class="amount">${escapeHtml(amount)}</span></h1>
      <p class="payment-id">Payment ${id}</p>
    ${body}
    </main>
  </body>
</html>
`;
}

export const SANDBOX_STYLESHEET = `
body { font-family: system-ui, sans-serif; background: #eef1f5; color: #1b1f24; margin: 0; }
main { max-width: 28rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 0.5rem; }
.provider, .payment-id { color: #4a5360; font-size: 0.875rem; }
form { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.75rem; border: 1px solid #1b1f24; border-radius: 0.375rem;
  background: #fff; color: #1b1f24; cursor: pointer; }
button[data-outcome='success'] { background: #14632f; border-color: #14632f; color: #fff; }
button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;
