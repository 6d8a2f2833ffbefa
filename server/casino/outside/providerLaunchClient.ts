// The site's side of an outside provider's launch call (domain/casino/providerLaunch.ts): a signed
// POST with the session the site opened; the answer is the frame URL, accepted only on the
// provider's configured frame origin, so a provider (or whoever answers in its place) can never
// make the game page frame another site.
import { createHmac } from 'node:crypto';
import {
  PROVIDER_LAUNCH_PATH,
  PROVIDER_LAUNCH_SIGNATURE_HEADER,
  PROVIDER_LAUNCH_TIMEOUT_MS,
  type ProviderLaunchRequest,
} from '../../../domain/casino/providerLaunch';
import type { OutsideProviderAdapter } from './outsideEnv';

export type ProviderLaunchResult = { ok: true; url: string } | { ok: false; why: string };

export async function requestProviderLaunch(
  adapter: OutsideProviderAdapter,
  request: Omit<ProviderLaunchRequest, 'timestamp'>,
  now: () => number = Date.now,
): Promise<ProviderLaunchResult> {
  const raw = JSON.stringify({ ...request, timestamp: now() });
  let response: Response;
  try {
    response = await fetch(`${adapter.baseUrl}${PROVIDER_LAUNCH_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROVIDER_LAUNCH_SIGNATURE_HEADER]: createHmac('sha256', adapter.secret)
          .update(raw)
          .digest('hex'),
      },
      body: raw,
      signal: AbortSignal.timeout(PROVIDER_LAUNCH_TIMEOUT_MS),
    });
  } catch (err) {
    return { ok: false, why: `no answer: ${(err as Error).message}` };
  }
  const text = await response.text().catch(() => '');
  if (response.status !== 200) return { ok: false, why: `answered ${response.status} ${text}` };
  let url: URL;
  try {
    url = new URL(String((JSON.parse(text) as { url?: unknown }).url));
  } catch {
    return { ok: false, why: 'answered no frame URL' };
  }
  if (url.origin !== adapter.frameOrigin) {
    return { ok: false, why: `answered a frame on ${url.origin}, not ${adapter.frameOrigin}` };
  }
  return { ok: true, url: url.toString() };
}
