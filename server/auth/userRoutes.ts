// The signed-in customer's own data (SPEC section 7 "Account and user"): user config, personal data, notification flags,
// password change. Every query is scoped by request.authUser; no route takes a user id.
import type { FastifyInstance } from 'fastify';
import { ACTIVATION_TYPE } from '../../domain/auth/authConstants';
import { findCountry } from '../../domain/auth/countries';
import {
  EDITABLE_PERSONAL_DATES,
  EDITABLE_PERSONAL_FIELD_NAMES,
  EDITABLE_PERSONAL_FIELDS,
} from '../../domain/auth/personalData';
import { passwordUserInputs } from '../../domain/auth/passwordStrength';
import { protectionLevel, type ProtectionMethods } from '../../domain/auth/protectionLevel';
import { ACCOUNT_TYPE } from '../../domain/money/accountTypes';
import { userStatusIdSchema, userStatusOf } from '../../domain/access/customerStatus';
import { bonusSettingsOf, bonusSettingsSchema } from '../../domain/bonus/bonusSettings';
import { brandOf } from '../config/siteConfig';
import { verificationConfigOf } from '../verification/index';
import { isEmailConfirmed } from '../messages/activationLinks';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { refuse } from '../http/refusal';
import { hasCreditedDeposit } from '../money/creditedDeposit';
import { requestScope, type ServerContext } from '../http/serverContext';
import { passwordSchema, successSchema, termsRequiredSchema } from './authSchemas';
import { rateLimitConfig, RATE_LIMITS } from './authRateLimits';
import { refuseBirthDate } from './birthDateRule';
import { authUserOf, requireConfirmedTerms, requireUser } from './currentUser';
import { hashPassword, verifyPassword } from './passwordHash';
import { passwordProblem } from './passwordPolicy';
import { endSessionsEverywhere, isPersistentSession, startSession } from './sessionTokens';
import { unreadReplyCount } from '../support/index';
import { closedObjectSchema } from '../../domain/contract/jsonSchema';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOTIFICATION_FLAGS = [
  'enable_mail_news',
  'enable_mail_deposit',
  'enable_mail_bets',
  'enable_sms_news',
] as const;
type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];
type NotificationsBody = Partial<Record<NotificationFlag, boolean>>;

const stringOrNull = { type: ['string', 'null'] } as const;

const personalDataProperties = {
  ...Object.fromEntries(
    Object.entries(EDITABLE_PERSONAL_FIELDS).map(([name, maxLength]) => [
      name,
      { type: 'string', maxLength },
    ]),
  ),
  ...Object.fromEntries(
    EDITABLE_PERSONAL_DATES.map((name) => [name, { type: 'string', format: 'date' }]),
  ),
};

const personalDataResponse = {
  type: 'object',
  properties: {
    ...Object.fromEntries(EDITABLE_PERSONAL_FIELD_NAMES.map((name) => [name, stringOrNull])),
    user_main_id: { type: ['integer', 'null'], description: 'The main account id' },
    user_active_id: { type: ['integer', 'null'], description: 'The active account id' },
    user_registration_date: { type: 'string' },
    user_phone_number: stringOrNull,
    user_email: stringOrNull,
    user_login: { type: 'string' },
  },
} as const;

const notificationsSchema = {
  type: 'object',
  required: [...NOTIFICATION_FLAGS],
  properties: Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, { type: 'boolean' }])),
} as const;

const userConfigSchema = {
  type: 'object',
  description: 'SPEC section 3 "User config"',
  properties: {
    phone_number: stringOrNull,
    phone_code: stringOrNull,
    user_email: stringOrNull,
    user_name: stringOrNull,
    user_country_code: { type: 'string' },
    user_country_id: { type: 'integer' },
    activation_type: { type: 'integer', description: '0 none, 1 email, 2 both, 3 phone only' },
    is_email_confirmed: {
      type: 'boolean',
      description: "The account's e-mail address was confirmed by its activation link",
    },
    user_ref_id: stringOrNull,
    user_msg_count: { type: 'integer' },
    user_hide_balance: { type: 'boolean' },
    changed_pass_day_count: { type: 'integer', description: 'Days since the password was set' },
    user_data: {
      type: 'object',
      properties: Object.fromEntries(
        [
          'date_birthday',
          'document_type_id',
          'inn',
          'name',
          'passport',
          'passport_date',
          'passport_end_date',
          'registration_address',
          'surname',
        ].map((k) => [k, stringOrNull]),
      ),
    },
    protection_level: { type: 'integer', description: '0-100 (SPEC section 4 bands)' },
    protection_methods: {
      type: 'object',
      properties: Object.fromEntries(
        [
          'is_changed_password',
          'enable_two_factor_auth',
          'enable_phone_binding',
          'enable_security_question',
          'enable_email_auth',
        ].map((k) => [k, { type: 'boolean' }]),
      ),
    },
    is_need_identification: {
      type: 'boolean',
      description: 'The customer must upload a document (requested, rejected, another asked)',
    },
    ban_level: { type: 'integer' },
    ban_version: { type: 'integer' },
    user_status_id: userStatusIdSchema,
    verification_status: {
      type: 'integer',
      description:
        '0 none, 1 requested, 2 pending, 3 approved, 4 rejected, 5 additional document requested',
    },
    verification_types: {
      type: 'array',
      items: { type: 'integer' },
      description: 'Accepted document kinds: 1 passport, 2 selfie, 3 proof of address',
    },
    verification_pending_count: {
      type: 'integer',
      description: "The office menu's verification badge: documents waiting for review",
    },
    verification_status_group_code: stringOrNull,
    requested_additional_document: { type: 'boolean' },
    has_deposit: { type: 'boolean' },
    is_identification_bonus: { type: 'boolean' },
    show_verification_modal_on_deposit_page: { type: 'boolean' },
    remaining_days_to_activate: { type: ['integer', 'null'] },
    disallow_line_sport: { type: 'boolean' },
    disallow_live_sport: { type: 'boolean' },
    notifications: { ...notificationsSchema, description: 'SPEC section 3 "Notification flags"' },
    bonus_settings: {
      ...bonusSettingsSchema,
      description: 'SPEC section 3 notification settings bonus_type, first_deposit_bonus_type',
    },
  },
} as const;

export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const signedIn = requireUser(ctx);
  const termsConfirmed = requireConfirmedTerms(ctx);
  const db = ctx.database.db;

  const loadUser = (userId: string) =>
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

  app.get(
    '/web-api/user/config',
    {
      preHandler: signedIn,
      schema: {
        summary: "The signed-in customer's user config",
        tags: ['user'],
        response: { 200: userConfigSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = authUserOf(request).id;
      const user = await loadUser(userId);
      const hasDeposit = await hasCreditedDeposit(db, userId);
      const methods: ProtectionMethods = {
        is_changed_password: user.password_changed_at !== null,
        enable_two_factor_auth: user.two_factor_enabled,
        enable_phone_binding: user.phone !== null,
        enable_security_question: false,
        enable_email_auth: user.email !== null,
      };
      const verification = await verificationConfigOf(db, userId);
      const pd = user.personal_data;
      const since = user.password_changed_at ?? user.created_at;
      return {
        phone_number: nationalNumber(user.phone, user.phone_code),
        phone_code: user.phone_code,
        user_email: user.email,
        user_name: pd.user_name ?? null,
        user_country_code: findCountry(user.country_id)?.countryCode ?? '',
        user_country_id: user.country_id,
        activation_type: user.activation_type,
        is_email_confirmed: await isEmailConfirmed(ctx, userId, user.email),
        user_ref_id: user.ref_code,
        user_msg_count: await unreadReplyCount(db, userId),
        user_hide_balance: user.hide_balance,
        changed_pass_day_count: Math.floor((ctx.auth.now().getTime() - since.getTime()) / DAY_MS),
        user_data: {
          date_birthday: pd.user_birthday_date ?? null,
          document_type_id: pd.user_passport_type ?? null,
          inn: pd.user_passport_inn ?? null,
          name: pd.user_name ?? null,
          passport: pd.user_passport_number ?? null,
          passport_date: pd.user_passport_issue_date ?? null,
          passport_end_date: null,
          registration_address: pd.user_registration_address ?? null,
          surname: pd.user_surname ?? null,
        },
        protection_level: protectionLevel(methods),
        protection_methods: methods,
        is_need_identification: verification.is_need_identification,
        ban_level: user.ban_level,
        ban_version: user.ban_version,
        user_status_id: userStatusOf(user.user_status_id),
        verification_status: verification.verification_status,
        verification_types: verification.verification_types,
        verification_status_group_code: verification.verification_status_group_code,
        requested_additional_document: verification.requested_additional_document,
        verification_pending_count: verification.verification_pending_count,
        has_deposit: hasDeposit,
        is_identification_bonus: false,
        show_verification_modal_on_deposit_page: false,
        remaining_days_to_activate: user.activation_type === ACTIVATION_TYPE.none ? null : 0,
        disallow_line_sport: user.disallow_line_sport,
        disallow_live_sport: user.disallow_live_sport,
        notifications: {
          enable_mail_news: user.enable_mail_news,
          enable_mail_deposit: user.enable_mail_deposit,
          enable_mail_bets: user.enable_mail_bets,
          enable_sms_news: user.enable_sms_news,
        },
        bonus_settings: bonusSettingsOf(user, hasDeposit),
      };
    },
  );

  const personalDataOf = async (userId: string) => {
    const user = await loadUser(userId);
    const accounts = await db
      .selectFrom('accounts')
      .select(['id', 'type', 'is_active'])
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .execute();
    const main = accounts.find((a) => a.type === ACCOUNT_TYPE.main);
    const active = accounts.find((a) => a.is_active);
    return {
      ...Object.fromEntries(
        EDITABLE_PERSONAL_FIELD_NAMES.map((f) => [f, user.personal_data[f] ?? null]),
      ),
      user_main_id: main ? Number(main.id) : null,
      user_active_id: active ? Number(active.id) : null,
      user_registration_date: user.created_at.toISOString(),
      user_phone_number: user.phone,
      user_email: user.email,
      user_login: user.email ?? String(user.id),
    };
  };

  app.get(
    '/web-api/user/personal-data',
    {
      preHandler: signedIn,
      schema: {
        summary: "The signed-in customer's personal data (SPEC section 3 fields)",
        tags: ['user'],
        response: { 200: personalDataResponse, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return personalDataOf(authUserOf(request).id);
    },
  );

  app.put<{ Body: Record<string, string> }>(
    '/web-api/user/personal-data',
    {
      preHandler: [signedIn, termsConfirmed],
      schema: {
        summary: 'Changes personal data fields; an empty string clears a field',
        tags: ['user'],
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: personalDataProperties,
        },
        response: {
          200: personalDataResponse,
          ...errorAnswers(400, 401),
          451: termsRequiredSchema,
        },
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      const birthday = request.body.user_birthday_date;
      if (birthday) {
        const { content, brandId } = requestScope(ctx, request);
        const { site } = brandOf(content, brandId);
        refuseBirthDate(birthday, site.minimumAge, ctx.auth.now());
      }
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select('personal_data')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const next: Record<string, string> = { ...row.personal_data };
        for (const [field, value] of Object.entries(request.body)) {
          if (value.trim() === '') delete next[field];
          else next[field] = value.trim();
        }
        await trx
          .updateTable('users')
          .set({ personal_data: JSON.stringify(next) })
          .where('id', '=', userId)
          .execute();
      });
      return personalDataOf(userId);
    },
  );

  app.put<{ Body: NotificationsBody }>(
    '/web-api/user/notifications',
    {
      preHandler: [signedIn, termsConfirmed],
      schema: {
        summary: 'Sets notification flags (any of the four); answers all four',
        tags: ['user'],
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, { type: 'boolean' }])),
        },
        response: {
          200: notificationsSchema,
          ...errorAnswers(400, 401),
          451: termsRequiredSchema,
        },
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      return db
        .updateTable('users')
        .set(request.body)
        .where('id', '=', userId)
        .returning([...NOTIFICATION_FLAGS])
        .executeTakeFirstOrThrow();
    },
  );

  app.post<{ Body: { old_password: string; new_password: string } }>(
    '/web-api/user/password',
    {
      preHandler: signedIn,
      config: rateLimitConfig(ctx, RATE_LIMITS.signIn),
      schema: {
        summary:
          'Changes the password; every other session ends, this one continues with new cookies',
        tags: ['user'],
        body: closedObjectSchema(['old_password', 'new_password'], {
          old_password: passwordSchema,
          new_password: passwordSchema,
        }),
        response: { 200: successSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = authUserOf(request).id;
      const { old_password: oldPassword, new_password: newPassword } = request.body;
      const user = await loadUser(userId);
      const { user_name: name, user_surname: surname } = user.personal_data;
      const problem = await passwordProblem(
        'body/new_password',
        newPassword,
        passwordUserInputs([user.email, user.phone, String(user.id), name, surname]),
      );
      if (problem) return refuse(reply, 400, 'weak_password', problem, 'new_password');
      if (newPassword === oldPassword) {
        const message = 'body/new_password must differ from the old password';
        return refuse(reply, 400, 'same_password', message, 'new_password');
      }
      if (!(await verifyPassword(oldPassword, user.password_hash))) {
        const message = 'body/old_password is wrong';
        return refuse(reply, 400, 'wrong_password', message, 'old_password');
      }
      await db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(newPassword),
          password_changed_at: ctx.auth.now(),
        })
        .where('id', '=', userId)
        .execute();
      const remember = await isPersistentSession(ctx, request);
      await endSessionsEverywhere(ctx, userId);
      await startSession(ctx, reply, userId, remember);
      return { success: true };
    },
  );
}

function nationalNumber(phone: string | null, phoneCode: string | null): string | null {
  if (phone === null) return null;
  return phoneCode && phone.startsWith(phoneCode) ? phone.slice(phoneCode.length) : phone;
}
