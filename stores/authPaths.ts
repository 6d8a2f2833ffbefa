// The customer API paths the stores call (SPEC section 7).

export const AUTH_PATHS = {
  check: '/web-api/auth/check',
  session: '/web-api/session',
  login: '/web-api/auth/login',
  loginSms: '/web-api/auth/login/sms',
  loginTwoStep: '/web-api/auth/login/two-step',
  sendSms: '/web-api/auth/sms/send',
  sendEmailCode: '/web-api/auth/email/send',
  disconnect: '/web-api/auth/disconnect',
  register: '/web-api/auth/register',
  passwordForgot: '/web-api/auth/password/forgot',
  passwordCheckCode: '/web-api/auth/password/check-code',
  passwordReset: '/web-api/auth/password/reset',
  passwordResend: '/web-api/auth/password/resend',
  passwordCancel: '/web-api/auth/password/cancel',
  captchaUpdate: '/captcha/update',
  captchaValidate: '/captcha/validate',
  termsStatus: '/web-api/api-v3/v2/user/agreement-rules/status',
  termsConfirm: '/web-api/api-v3/v2/user/agreement-rules/confirm',
} as const;

export const USER_PATHS = {
  config: '/web-api/user/config',
  personalData: '/web-api/user/personal-data',
  notifications: '/web-api/user/notifications',
  hideBalance: '/web-api/user/hide-balance',
  password: '/web-api/user/password',
  phoneSendCode: '/web-api/user/phone/send-code',
  phoneBind: '/web-api/user/phone/bind',
  phoneUnbind: '/web-api/user/phone/unbind',
} as const;

export const ACCOUNT_PATHS = {
  data: '/web-api/account/data',
  active: '/web-api/account/active',
  currency: '/web-api/account/currency',
  deposit: '/web-api/payments/deposit',
  withdraw: '/web-api/payments/withdraw',
  history: '/web-api/office/payments/history',
} as const;

/** SPEC section 9 cookie names cleared on logout (SPEC section 4 "Session"). */
export const LOGOUT_COOKIES = ['ua', 'user_token'] as const;
