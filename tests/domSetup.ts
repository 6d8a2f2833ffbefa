// The dom project's set-up (vitest.config.ts). findBy* and waitFor wait for a condition; their
// 1 s default is a cap that a loaded CI machine overran (a page view's first render took 1.3 s),
// so the cap is 10 s. A condition met sooner returns at once: nothing waits longer.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout, so no scrolling: react-router's ScrollRestoration calls window.scrollTo
// on every navigation, which jsdom does not provide. (Files that ask for the node
// environment have no window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
