// SPEC section 7 user transfer in the client (server/userTransfer): built on first use by the
// pages that show it (useLazyStore(userTransferStore)), so its code travels in their chunks.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../runtime/api';
import { failureOf, type ActionResult } from '../actionResult';
import { USER_TRANSFER_PREFIX } from '../../domain/userTransfer/userTransfer';
import { lazyStore } from '../lazyStores';

export type TransferStep = 'phone' | 'code' | 'done';

/** SPEC section 7 user transfer: phone + captcha, the SMS code, then the target brand. */
export class UserTransferStore {
  step: TransferStep = 'phone';
  /** Where the browser goes once the code is accepted (the target brand's landing page). */
  redirectUrl: string | null = null;

  private readonly api: ApiClient;

  constructor(deps: { api: ApiClient }) {
    this.api = deps.api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async sendCode(
    brand: string,
    input: { countryCode: string; phone: string; captcha: string },
  ): Promise<ActionResult> {
    const answer = await this.api.postJson<{ success: boolean }>(
      `${USER_TRANSFER_PREFIX}/send-code/${encodeURIComponent(brand)}`,
      { country_code: input.countryCode, phone: input.phone, captcha: input.captcha },
    );
    if (!answer.ok) return failureOf(answer);
    runInAction(() => {
      this.step = 'code';
    });
    return { ok: true };
  }

  async checkCode(brand: string, code: string, location: Location): Promise<ActionResult> {
    const answer = await this.api.postJson<{ redirectHost: string; redirectPath: string }>(
      `${USER_TRANSFER_PREFIX}/check-code/${encodeURIComponent(brand)}`,
      { code },
    );
    if (!answer.ok) return failureOf(answer);
    const port = location.port ? `:${location.port}` : '';
    runInAction(() => {
      this.step = 'done';
      this.redirectUrl = `${location.protocol}//${answer.data.redirectHost}${port}${answer.data.redirectPath}`;
    });
    return { ok: true };
  }

  /** On the target brand: trades the token for a session here. */
  async receive(redirectToken: string): Promise<ActionResult<{ userId: number }>> {
    const answer = await this.api.postJson<{ user_id: number }>(
      `${USER_TRANSFER_PREFIX}/user-data`,
      { redirectToken },
    );
    if (!answer.ok) return failureOf(answer);
    return { ok: true, userId: answer.data.user_id };
  }

  reset(): void {
    this.step = 'phone';
    this.redirectUrl = null;
  }
}

export const userTransferStore = lazyStore('userTransfer', (deps) => new UserTransferStore(deps));
