// The links of the messages the site sends (server/messages/): the activation link of
// user/accountverify, the opt-out link of user/stopnewsletter, and a new activation link on request.
import type { ApiClient } from '../runtime/api';
import { failureOf, type ActionResult } from './actionResult';
import { lazyStore } from './lazyStores';

export const MESSAGE_LINK_PATHS = {
  accountVerify: '/web-api/user/accountverify',
  sendActivation: '/web-api/user/activation/send',
  stopNewsletter: '/web-api/user/stopnewsletter',
} as const;

export class MessageLinksStore {
  constructor(private readonly deps: { api: ApiClient }) {}

  /** Spends an activation link: the confirmed address on success. */
  async verifyAccount(token: string): Promise<ActionResult<{ email: string }>> {
    const answer = await this.deps.api.postJson<{ email: string }>(
      MESSAGE_LINK_PATHS.accountVerify,
      { token },
    );
    if (!answer.ok) return failureOf(answer);
    return { ok: true, email: answer.data.email };
  }

  /** A new activation link to the signed-in customer's e-mail. */
  async sendActivation(): Promise<ActionResult> {
    const answer = await this.deps.api.postJson(MESSAGE_LINK_PATHS.sendActivation, {});
    return answer.ok ? { ok: true } : failureOf(answer);
  }

  /** The opt-out link: no news by e-mail. */
  async stopNewsletter(token: string): Promise<ActionResult> {
    const answer = await this.deps.api.postJson(MESSAGE_LINK_PATHS.stopNewsletter, { token });
    return answer.ok ? { ok: true } : failureOf(answer);
  }
}

/** The root store's message links store, built on first use (lazyStores.ts). */
export const messageLinksStore = lazyStore(
  'messageLinks',
  (deps) => new MessageLinksStore({ api: deps.api }),
);
