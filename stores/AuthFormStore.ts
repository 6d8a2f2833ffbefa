import { makeAutoObservable } from 'mobx';

/** SPEC section 3 "Auth form": currentForm values. */
export const AUTH_FORMS = [
  'login_password',
  'phone_password',
  'sms',
  'login_password_two_step_code',
] as const;
export type AuthFormKind = (typeof AUTH_FORMS)[number];

/**
 * SPEC section 3 "Auth form" (currentForm, login, phone, remember) and whether the sign-in
 * dropdown or the registration popup is open (the registration reminder waits while they are).
 */
export class AuthFormStore {
  currentForm: AuthFormKind = 'login_password';
  login = '';
  phone = '';
  remember = true;
  /** The sign-in form (header dropdown or modal) is open. */
  isOpen = false;
  /** The registration popup is open. */
  isRegistrationOpen = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Any auth form or popup is on screen. */
  get isAnyOpen(): boolean {
    return this.isOpen || this.isRegistrationOpen;
  }

  open(form?: AuthFormKind): void {
    if (form) this.currentForm = form;
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
    if (this.currentForm === 'login_password_two_step_code') this.currentForm = 'login_password';
  }

  openRegistration(): void {
    this.isRegistrationOpen = true;
  }

  closeRegistration(): void {
    this.isRegistrationOpen = false;
  }

  setForm(form: AuthFormKind): void {
    this.currentForm = form;
  }

  setLogin(login: string): void {
    this.login = login;
  }

  setPhone(phone: string): void {
    this.phone = phone;
  }

  setRemember(remember: boolean): void {
    this.remember = remember;
  }
}
