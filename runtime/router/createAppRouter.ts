import { createBrowserHistory } from './history';
import { createRouter, type Load, type Router } from './router';

/** The router over the browser's history, loading the URL on screen at once. */
export function createAppRouter(load: Load): Router {
  return createRouter({ history: createBrowserHistory(), load }).initialize();
}
