import { createBrowserRouter, type RouteObject } from 'react-router';

/** The browser's data router over the built routes. */
export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}
