import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient, ApiResult } from '../runtime/api';
import type { CodeCheckResult } from '../domain/auth/codeCheck';
import { failureOf, refusalOf, type ActionFailure, type ActionResult } from './actionResult';
import { AUTH_PATHS } from './authPaths';

/** SPEC section 4 "Password recovery": request, code, new password, saved. */
export type RecoveryStep = 'request' | 'code' | 'password' | 'saved';

/** By e-mail or by phone (SPEC section 4). */
export type RecoveryTarget = { email: string } | { phone: string; phone_code: string };

/** 'ok', a refused code (SPEC section 4: wrong_code or time_up), or a failed call. */
export type CheckCodeOutcome =
  | { ok: true; result: 'ok' }
  | { ok: false; result: Exclude<CodeCheckResult, 'ok'>; message: string }
  | (ActionFailure & { result: 'error' });

/** An action before forgot() named a target: the modal was reopened; start over. */
const NO_REQUEST: ActionFailure = {
  ok: false,
  message: 'no recovery request',
  reason: 'bad_request',
};

interface SuccessAnswer {
  success?: boolean;
  message?: string;
}

/**
 * The forgot-password modal's state machine (SPEC section 4): forgot -> checkCode -> reset ->
 * saved, with resend and cancel. The modal opens on home with showForgotPasswordModal=1.
 */
export class PasswordRecoveryStore {
  isOpen = false;
  step: RecoveryStep = 'request';
  target: RecoveryTarget | null = null;
  /** The code that passed check-code; the reset sends it again. */
  code = '';
  busy = false;

  private readonly api: ApiClient;

  constructor(deps: { api: ApiClient }) {
    this.api = deps.api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  open(): void {
    this.isOpen = true;
  }

  /** Closes the modal and starts over next time (the server code stays until cancel or expiry). */
  close(): void {
    this.isOpen = false;
    this.step = 'request';
    this.target = null;
    this.code = '';
  }

  /** POST /web-api/auth/password/forgot: sends a code to the e-mail or phone. */
  async forgot(target: RecoveryTarget): Promise<ActionResult> {
    const result = await this.call(AUTH_PATHS.passwordForgot, target);
    if (result.ok) {
      runInAction(() => {
        this.target = target;
        this.step = 'code';
      });
    }
    return result;
  }

  /** POST /web-api/auth/password/check-code: 'ok', 'wrong_code' or 'time_up' (SPEC section 4). */
  async checkCode(code: string): Promise<CheckCodeOutcome> {
    if (!this.target) return { ...NO_REQUEST, result: 'error' };
    this.busy = true;
    const answer = await this.api.postJson<{ result?: unknown; message?: string }>(
      AUTH_PATHS.passwordCheckCode,
      { ...this.target, code },
    );
    return runInAction((): CheckCodeOutcome => {
      this.busy = false;
      if (!answer.ok) {
        const result = answer.body?.result;
        return result === 'wrong_code' || result === 'time_up'
          ? { ok: false, result, message: answer.message }
          : { ...failureOf(answer), result: 'error' };
      }
      const result = answer.data?.result;
      if (result === 'ok') {
        this.code = code;
        this.step = 'password';
        return { ok: true, result: 'ok' };
      }
      if (result === 'wrong_code' || result === 'time_up') {
        return { ok: false, result, message: answer.data?.message ?? result };
      }
      return { ok: false, result: 'error', message: 'unexpected check-code answer', status: 200 };
    });
  }

  /** POST /web-api/auth/password/reset: the new password; the step becomes 'saved'. */
  async reset(password: string): Promise<ActionResult> {
    if (!this.target) return NO_REQUEST;
    const result = await this.call(AUTH_PATHS.passwordReset, {
      ...this.target,
      code: this.code,
      password,
    });
    if (result.ok) {
      runInAction(() => {
        this.step = 'saved';
      });
    }
    return result;
  }

  /** POST /web-api/auth/password/resend: a new code to the same target. */
  resend(): Promise<ActionResult> {
    if (!this.target) return Promise.resolve(NO_REQUEST);
    return this.call(AUTH_PATHS.passwordResend, this.target);
  }

  /** POST /web-api/auth/password/cancel: the code dies; back to the request step. */
  async cancel(): Promise<ActionResult> {
    const target = this.target;
    const result = target
      ? await this.call(AUTH_PATHS.passwordCancel, target)
      : { ok: true as const };
    runInAction(() => {
      this.step = 'request';
      this.target = null;
      this.code = '';
    });
    return result;
  }

  private async call(path: string, body: object): Promise<ActionResult> {
    this.busy = true;
    const answer: ApiResult<SuccessAnswer> = await this.api.postJson<SuccessAnswer>(path, body);
    runInAction(() => {
      this.busy = false;
    });
    if (!answer.ok) return failureOf(answer);
    if (answer.data?.success === false) return refusalOf(answer.data, 'refused');
    return { ok: true };
  }
}
