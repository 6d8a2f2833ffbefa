import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * How close to the viewport an element must come before what it shows is fetched. Chromium's own
 * `loading="lazy"` reaches 1250 px or more below the fold, so pictures a customer may never
 * scroll to would load with the page; this margin covers a quick scroll only.
 */
export const NEAR_VIEWPORT_MARGIN = '200px';

const whenNear = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        whenNear.get(entry.target)?.();
        whenNear.delete(entry.target);
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  return observer;
}

/**
 * Whether the element has come within NEAR_VIEWPORT_MARGIN of the viewport (once true, it stays
 * true). Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const watcher = sharedObserver();
    whenNear.set(element, () => setNear(true));
    watcher.observe(element);
    return () => {
      watcher.unobserve(element);
      whenNear.delete(element);
    };
  }, [near]);
  return [ref, near];
}
