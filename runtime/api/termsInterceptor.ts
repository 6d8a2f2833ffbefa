import type { ApiInterceptor } from './interceptors';

/** SPEC section 8: HTTP 451 with exception_code 1 -> confirm the changed terms. */
export const HTTP_TERMS_NOT_CONFIRMED = 451;
export const TERMS_EXCEPTION_CODE = 1;

/** Hands a 451 with exception_code 1 to the handler (the app navigates to confirm-terms). */
export function termsInterceptor(handler: () => (() => void) | undefined): ApiInterceptor {
  return async (request, next) => {
    const response = await next(request);
    if (response.status !== HTTP_TERMS_NOT_CONFIRMED) return response;
    const body = response.json as { exception_code?: unknown } | undefined;
    if (body?.exception_code === TERMS_EXCEPTION_CODE) handler()?.();
    return response;
  };
}
