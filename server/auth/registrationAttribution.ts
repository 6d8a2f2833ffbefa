// What a registration records of where the customer came from (SPEC section 3): the brand's
// partner reference and group (site config ref_id, group_id) and the partner link the visitor
// arrived through (the `referral` cookie, "Referral cookie values: type, val, additional").
// Every registration path writes it: POST /web-api/auth/register and social sign-up.
import type { FastifyRequest } from 'fastify';
import {
  parsePartnerReferral,
  PARTNER_REFERRAL_COOKIE,
  type PartnerReferral,
} from '../../domain/notices/referral';

export interface RegistrationAttribution {
  ref_id: number | null;
  group_id: number | null;
  referral_type: string | null;
  referral_val: string | null;
  referral_additional: string | null;
}

/** The referral cookie's record; a malformed one is logged and ignored (registration goes on). */
export function partnerReferralOf(request: FastifyRequest): PartnerReferral | null {
  const raw = request.cookies[PARTNER_REFERRAL_COOKIE];
  if (raw === undefined || raw === '') return null;
  const reading = parsePartnerReferral(raw);
  if (reading.ok) return reading.referral;
  request.log.warn(
    { cookie: PARTNER_REFERRAL_COOKIE, problem: reading.problem },
    'registration: malformed referral cookie, ignored',
  );
  return null;
}

export function registrationAttribution(
  site: { ref_id?: number; group_id?: number },
  request: FastifyRequest,
): RegistrationAttribution {
  const referral = partnerReferralOf(request);
  return {
    ref_id: site.ref_id ?? null,
    group_id: site.group_id ?? null,
    referral_type: referral?.type ?? null,
    referral_val: referral?.val ?? null,
    referral_additional: referral?.additional ?? null,
  };
}
