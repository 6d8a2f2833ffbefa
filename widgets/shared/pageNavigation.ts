/**
 * Leaves the single-page app for a URL the router cannot show: the payment provider's hosted
 * page, or a mailto: link. One function so tests can replace it.
 */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
