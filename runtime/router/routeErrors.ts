import { data } from 'react-router-dom';

// SPEC section 8 "Route errors": 404, 500 'Unknown middleware {name}', or a thrown status.
export const NOT_FOUND_TEXT = 'This page could not be found';
export const UNKNOWN_MIDDLEWARE_TEXT = (name: string) => `Unknown middleware ${name}`;
export const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page';
export const GENERIC_ERROR_TEXT = 'An error occurred';

/** The main-dictionary keys of the error texts (the English above is the fallback). */
export const ROUTE_ERROR_KEYS = {
  notFound: 'main:not_found_title',
  unknownMiddleware: 'main:unknown_middleware',
  generic: 'main:error_title',
} as const;

export type RouteErrorData =
  | { kind: 'not-found' }
  | { kind: 'unknown-middleware'; name: string }
  | { kind: 'status'; message: string };

/** Thrown by a route's loader: the error page with this status and what went wrong. */
export function notFound() {
  return data<RouteErrorData>({ kind: 'not-found' }, { status: 404 });
}

export function unknownMiddleware(name: string) {
  return data<RouteErrorData>({ kind: 'unknown-middleware', name }, { status: 500 });
}
