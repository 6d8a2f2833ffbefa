import { pathKind } from '../../runtime/router';

/**
 * SPEC section 5 "Recharge modal": the header's deposit button opens the deposit as a modal, and
 * the navigation to the recharge page is cancelled, unless the customer is on a known account
 * route (the office), where it goes to the recharge page as before.
 */
export function rechargeOpensAsModal(currentPath: string): boolean {
  return pathKind(currentPath) !== 'office';
}

/** A plain click (no modifier, main button): one a page may take over instead of navigating. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
