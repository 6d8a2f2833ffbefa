// What the service worker may keep of an API call (network-first): only a public GET answer.
// A request that carries credentials in an Authorization header, or goes to a root where the
// customer's token is sent (its cookie is invisible to the worker), never goes through the cache;
// an answer marked private or no-store (every signed-in answer) and an event stream are never
// stored.
import { API_ROOT_LIST, isUnderRoot } from '../../runtime/api/apiRoots';

const PUBLIC_ROOTS = API_ROOT_LIST.filter((root) => !root.bearer).map((root) => root.path);

/** Whether the service worker handles this call network-first with a cached fallback. */
export function isCacheableApiCall(method: string, pathname: string, headers: Headers): boolean {
  return (
    method === 'GET' &&
    isUnderRoot(pathname, PUBLIC_ROOTS) &&
    !headers.has('authorization') &&
    !(headers.get('accept') ?? '').includes('text/event-stream')
  );
}

/** Whether an answer may be stored for the offline fallback. */
export function mayStoreApiAnswer(response: {
  status: number;
  type?: string;
  headers: Headers;
}): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl)) return false;
  // An answer that varies by the visitor's credentials is the visitor's own.
  const vary = (response.headers.get('vary') ?? '').toLowerCase();
  return !/(^|[\s,])(authorization|cookie|\*)([\s,]|$)/.test(vary);
}
