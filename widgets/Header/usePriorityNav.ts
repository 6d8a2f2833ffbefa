import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * How many of a navigation's links fit its one line; the rest go to a "more" menu, so the header
 * row never wraps whatever the language, the width or the account area beside it. The links are
 * measured laid out in full once (before the first paint, and again when the fonts arrive), then
 * the count follows the navigation's width. `null` while measuring: every link is shown.
 */
export function usePriorityNav(
  navRef: RefObject<HTMLElement | null>,
  moreRef: RefObject<HTMLElement | null>,
  count: number,
): number | null {
  const [shown, setShown] = useState<number | null>(null);
  const widths = useRef<number[]>([]);
  const moreWidth = useRef(0);
  const measuring = shown === null;

  useLayoutEffect(() => {
    const nav = navRef.current;
    const list = nav?.querySelector('ul');
    if (!nav || !list) return;
    if (measuring) {
      widths.current = [...list.children].map((li) => li.getBoundingClientRect().width);
      moreWidth.current = moreRef.current?.getBoundingClientRect().width ?? 0;
    }
    const fit = () => {
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      const lineOf = (n: number) =>
        widths.current.slice(0, n).reduce((sum, w) => sum + w + gap, 0) - (n > 0 ? gap : 0);
      const room = nav.clientWidth;
      if (lineOf(count) <= room) return count;
      let n = count - 1;
      while (n > 0 && lineOf(n) + gap + moreWidth.current > room) n -= 1;
      return n;
    };
    setShown(fit());
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setShown(fit()));
    observer.observe(nav);
    return () => observer.disconnect();
  }, [navRef, moreRef, count, measuring]);

  // Web fonts change the links' widths: measure again once they are in.
  useEffect(() => {
    let live = true;
    if (document.fonts?.status !== 'loading') return;
    void document.fonts.ready.then(() => {
      if (live) setShown(null);
    });
    return () => {
      live = false;
    };
  }, [count]);

  return shown;
}
