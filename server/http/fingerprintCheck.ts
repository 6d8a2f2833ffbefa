// SPEC section 8 "HTTP 400 with a known fingerprint error code: refresh fingerprint and retry":
// an API call carrying a fingerprint token (runtime/api/fingerprint.ts) that is not one the client
// makes is refused before anything is read or written: 400 `fingerprint_invalid` with code 120,
// on which the client computes its fingerprint again and retries once. A call without one is
// served: the client loads its fingerprint 8 s after the page is ready (SPEC section 9).
import type { FastifyInstance } from 'fastify';
import {
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_HEADER,
  FINGERPRINT_TOKEN_PATTERN,
} from '../../runtime/api/fingerprint';
import { isApiPath } from './errorHandling';
import { Refusal } from './refusal';

export function installFingerprintCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const token = request.headers[FINGERPRINT_HEADER];
    if (token === undefined || !isApiPath(request.url)) return;
    if (typeof token === 'string' && FINGERPRINT_TOKEN_PATTERN.test(token)) return;
    throw new Refusal(
      400,
      'fingerprint_invalid',
      `${FINGERPRINT_HEADER}: not a fingerprint token`,
      FINGERPRINT_HEADER,
      { code: FINGERPRINT_ERROR_CODE },
    );
  });
}
