import type { ApiClient, ApiResult, ClientReport } from '../api/types';
import type { PartResponse } from '../schema/types';
import { checkPartResponse } from './partResponse';

/** SPEC section 7: the headers that ask a remote part for declarative JSON. */
export const PART_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  'mf-render-mode': 'json',
  'mf-api-version': 'v2',
};

export const partUrl = (appName: string, currentPath: string): string =>
  `/mf/${appName}${currentPath.startsWith('/') ? currentPath : `/${currentPath}`}`;

/** GET /mf/<appName><current path> and check the answer. */
export async function fetchPart(
  api: ApiClient,
  appName: string,
  currentPath: string,
  report: (r: ClientReport) => void = api.report,
): Promise<ApiResult<PartResponse>> {
  const answer = await api.getJson<unknown>(partUrl(appName, currentPath), {
    headers: PART_REQUEST_HEADERS,
  });
  if (!answer.ok) return answer;
  const checked = checkPartResponse(appName, answer.data, report);
  return checked.ok
    ? { ok: true, data: checked.part }
    : { ok: false, status: 200, message: checked.message };
}
