// Where a browser comes back to after a provider, on our site (SPEC section 2 routes).
import { SOCIAL_REGISTRATION_ROUTE_TYPE } from '../../domain/social/socialConstants';
import type { SocialReason } from '../../domain/social/socialRefusals';
import type { SocialPurpose } from '../../domain/social/socialConstants';

export function callbackPath(providerId: string): string {
  return `/social-api/oauth/${providerId}/callback`;
}

/** After a sign-in: home; after a link: the office's security page. */
export function afterSuccess(purpose: SocialPurpose, language: string, providerId: string): string {
  return purpose === 'link'
    ? `/${language}/office/security?socialLinked=${encodeURIComponent(providerId)}`
    : `/${language}/`;
}

/** A failure is shown where the customer started: the social registration or the security page. */
export function afterFailure(purpose: SocialPurpose, language: string, reason: string): string {
  const page =
    purpose === 'link' ? 'office/security' : `registration/${SOCIAL_REGISTRATION_ROUTE_TYPE}`;
  return `/${language}/${page}?socialError=${encodeURIComponent(reason)}`;
}

export type { SocialReason };
