import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient, CaptchaAnswer, CaptchaChallenge, CaptchaCode } from '../runtime/api';
import { AUTH_PATHS } from './authPaths';

/** GET /captcha/update */
interface CaptchaImageAnswer {
  captchaId: string;
  /** A data: URL of the PNG picture. */
  image: string;
}

/** The captcha is a raster picture (server/auth/captchaImage.ts); anything else is not shown. */
const CAPTCHA_IMAGE_PREFIX = 'data:image/png;base64,';

/**
 * The captcha the API client asks for (SPEC section 8: codes 100, 111, 112, 113). The client's
 * captcha interceptor calls `ask`; the captcha widget shows `imageUrl` and calls `submit`/`cancel`.
 */
export class CaptchaStore {
  /** A call waits for an answer: the widget shows the captcha. */
  needed = false;
  imageUrl: string | null = null;
  captchaId: string | null = null;
  /** Why it is asked: 100 required, 111 wrong, 112 expired, 113 used or unknown. */
  code: CaptchaCode | null = null;
  /** The server's message for the code. */
  message = '';
  loading = false;
  /** The image could not be loaded. */
  error: string | null = null;

  private readonly api: ApiClient;
  private resolveAnswer: ((answer: CaptchaAnswer | null) => void) | null = null;

  constructor(deps: { api: ApiClient }) {
    this.api = deps.api;
    makeAutoObservable<this, 'api' | 'resolveAnswer'>(
      this,
      { api: false, resolveAnswer: false },
      { autoBind: true },
    );
  }

  /** The API client's captcha handler: shows a new image and waits for submit or cancel. */
  ask(challenge: CaptchaChallenge): Promise<CaptchaAnswer | null> {
    this.resolveAnswer?.(null); // an older question is abandoned
    this.needed = true;
    this.code = challenge.code;
    this.message = challenge.message;
    const answer = new Promise<CaptchaAnswer | null>((resolve) => {
      this.resolveAnswer = resolve;
    });
    void this.reload();
    return answer;
  }

  /** GET /captcha/update: a new image (and id) for the same question. */
  async reload(): Promise<void> {
    this.loading = true;
    this.error = null;
    const answer = await this.api.getJson<CaptchaImageAnswer>(AUTH_PATHS.captchaUpdate, {
      cache: 'no-store',
    });
    runInAction(() => {
      this.loading = false;
      const data = answer.ok ? answer.data : undefined;
      if (
        typeof data?.captchaId === 'string' &&
        typeof data.image === 'string' &&
        data.image.startsWith(CAPTCHA_IMAGE_PREFIX)
      ) {
        this.captchaId = data.captchaId;
        this.imageUrl = data.image;
      } else {
        this.captchaId = null;
        this.imageUrl = null;
        this.error = answer.ok ? 'captcha answer without an id or a PNG picture' : answer.message;
      }
    });
  }

  /** The visitor's answer: the waiting call is retried with it. False when there is no image yet. */
  submit(answer: string): boolean {
    const trimmed = answer.trim();
    if (!this.resolveAnswer || this.captchaId === null || trimmed === '') return false;
    const resolve = this.resolveAnswer;
    const captchaId = this.captchaId;
    this.clear();
    resolve({ captchaId, answer: trimmed });
    return true;
  }

  /** The visitor closes the captcha: the waiting call gets the captcha error back. */
  cancel(): void {
    const resolve = this.resolveAnswer;
    this.clear();
    resolve?.(null);
  }

  private clear(): void {
    this.resolveAnswer = null;
    this.needed = false;
    this.imageUrl = null;
    this.captchaId = null;
  }
}
