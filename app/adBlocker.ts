// Ad-blocker detection (SPEC section 8 "Ad-blocker notice asks to disable it"): a bait element
// with the class names blockers' cosmetic filters hide, and a request to our own server under a
// path their network filters block. Either one failing counts as a blocker.
import { AD_BAIT_PATH } from '../domain/notices';

/** House rule: give the blocker's style sheet this long to hide the bait. */
const BAIT_SETTLE_MS = 500;

export async function detectAdBlocker(doc: Document = document): Promise<boolean> {
  const bait = doc.createElement('div');
  bait.className = 'adsbox ad-banner ad-placement pub_300x250 textads';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
  bait.innerHTML = '&nbsp;';
  doc.body.appendChild(bait);
  // The body is read so the request ends (a pending one would keep the page's network busy).
  const request = fetch(AD_BAIT_PATH, { cache: 'no-store' })
    .then(async (response) => {
      await response.text();
      return !response.ok;
    })
    .catch(() => true);
  await new Promise((resolve) => setTimeout(resolve, BAIT_SETTLE_MS));
  const style = doc.defaultView?.getComputedStyle(bait);
  const hidden =
    bait.offsetHeight === 0 || style?.display === 'none' || style?.visibility === 'hidden';
  bait.remove();
  return hidden || (await request);
}
