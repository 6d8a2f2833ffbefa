// The sign-in and registration calls of the session store (SPEC section 3 "Auth form", section 4):
// a chunk of their own, fetched with the first of them (the sign-in and registration forms are
// fetched at the page's idle moment anyway), so a page that only shows the site carries none of
// it. The store keeps the state and what follows a sign-in (stores/SessionStore.ts).
import type { ApiClient, ApiResult } from '../../runtime/api';
import { failureOf, refusalOf, type ActionResult } from '../actionResult';
import { AUTH_PATHS } from '../authPaths';
import {
  numericId,
  type LoginAnswer,
  type LoginInput,
  type LoginResult,
  type PhoneLoginInput,
  type RegisterAnswer,
  type RegisterResult,
  type RegistrationPayload,
  type SmsCodeInput,
  type SmsLoginInput,
} from '../sessionTypes';

/** What the calls need of the session store. */
export interface SignInHost {
  api: ApiClient;
  /** The server asked for a second factor. */
  twoStepRequired(): void;
  /** Signed in as `userId`: the store loads the session, the config and the terms status. */
  signedIn(userId: number): Promise<void>;
}

async function signIn(
  host: SignInHost,
  path: string,
  body: Record<string, unknown>,
): Promise<LoginResult> {
  const answer: ApiResult<LoginAnswer> = await host.api.postJson<LoginAnswer>(path, body);
  if (!answer.ok) return failureOf(answer);
  const data = answer.data ?? {};
  if (data.two_step_required === true) {
    host.twoStepRequired();
    return { ok: false, message: data.message ?? '', twoStepRequired: true };
  }
  const userId = numericId(data.user_id);
  if (data.success !== true || userId === null) return refusalOf(data, 'sign-in failed');
  await host.signedIn(userId);
  return { ok: true };
}

/** Sign-in by e-mail or ID and password (login_password). */
export function login(host: SignInHost, input: LoginInput): Promise<LoginResult> {
  return signIn(host, AUTH_PATHS.login, {
    login: input.login,
    password: input.password,
    remember: input.remember,
  });
}

/** Sign-in by phone and password (phone_password). */
export function loginByPhone(host: SignInHost, input: PhoneLoginInput): Promise<LoginResult> {
  return signIn(host, AUTH_PATHS.login, {
    phone: input.phone,
    phone_code: input.phoneCode,
    password: input.password,
    remember: input.remember,
  });
}

/** Sign-in with the SMS code (sms). */
export function loginBySms(host: SignInHost, input: SmsLoginInput): Promise<LoginResult> {
  return signIn(host, AUTH_PATHS.loginSms, {
    phone: input.phone,
    phone_code: input.phoneCode,
    code: input.code,
    remember: input.remember,
  });
}

/** The second factor after a sign-in answered two_step_required (login_password_two_step_code). */
export function loginTwoStep(host: SignInHost, input: { code: string }): Promise<LoginResult> {
  // The server keeps the first step in an httpOnly two_step cookie: the body is the code only.
  return signIn(host, AUTH_PATHS.loginTwoStep, { code: input.code });
}

/** Sends the SMS code for the sms form (POST /web-api/auth/sms/send). */
export async function sendSms(host: SignInHost, input: SmsCodeInput): Promise<ActionResult> {
  const answer = await host.api.postJson<{ success?: boolean; message?: string }>(
    AUTH_PATHS.sendSms,
    {
      'phone-number': input.phoneNumber,
      'phone-code': input.phoneCode,
      ...(input.purpose === undefined ? {} : { purpose: input.purpose }),
    },
  );
  if (!answer.ok) return failureOf(answer);
  if (answer.data?.success === false) return refusalOf(answer.data, 'sms not sent');
  return { ok: true };
}

/**
 * Sends the code that proves the e-mail of registration by e-mail (POST
 * /web-api/auth/email/send). The answer is the same whether or not the address has an account.
 */
export async function sendEmailCode(
  host: SignInHost,
  input: { email: string },
): Promise<ActionResult> {
  const answer = await host.api.postJson<{ success?: boolean; message?: string }>(
    AUTH_PATHS.sendEmailCode,
    { email: input.email },
  );
  if (!answer.ok) return failureOf(answer);
  if (answer.data?.success === false) return refusalOf(answer.data, 'e-mail code not sent');
  return { ok: true };
}

/** POST /web-api/auth/register; fast_reg answers the generated credentials once. */
export async function register(
  host: SignInHost,
  payload: RegistrationPayload,
): Promise<RegisterResult> {
  const answer = await host.api.postJson<RegisterAnswer>(AUTH_PATHS.register, payload);
  if (!answer.ok) return failureOf(answer);
  const userId = numericId(answer.data?.user_id);
  if (answer.data?.success === false || userId === null) {
    return refusalOf(answer.data, 'registration failed');
  }
  const { login, password } = answer.data;
  await host.signedIn(userId);
  return login !== undefined && typeof password === 'string'
    ? { ok: true, credentials: { login: String(login), password } }
    : { ok: true };
}
