// The review state machine (domain/verification/verificationState.ts): every transition allowed
// and every one refused, and the user config fields derived from a case.
import { describe, expect, it } from 'vitest';
import {
  INITIAL_CASE,
  transition,
  verificationConfigFields,
  VERIFICATION_STATES,
  type VerificationCase,
  type VerificationEvent,
  type VerificationState,
} from '../../../domain/verification/verificationState';

const inState = (state: VerificationState): VerificationCase => ({
  state,
  rejectionReason: state === 'rejected' ? 'blurred' : null,
  requestedKind: state === 'additional_requested' ? 'selfie' : null,
});

const stateAfter = (state: VerificationState, event: VerificationEvent) => {
  const result = transition(inState(state), event);
  return result.ok ? result.next.state : result.reason;
};

const EVENTS: Record<string, VerificationEvent> = {
  request: { type: 'request', kind: null },
  upload: { type: 'upload', kind: 'passport' },
  approve: { type: 'approve', stillPending: 0 },
  'approve (others wait)': { type: 'approve', stillPending: 1 },
  reject: { type: 'reject', reason: 'The photo is blurred' },
  request_additional: { type: 'request_additional', kind: 'selfie' },
};

// [state, event, expected state or refusal reason]
const TABLE: Record<VerificationState, Record<string, string>> = {
  none: {
    request: 'requested',
    upload: 'pending',
    approve: 'verification_transition_refused',
    'approve (others wait)': 'verification_transition_refused',
    reject: 'verification_transition_refused',
    request_additional: 'verification_transition_refused',
  },
  requested: {
    request: 'verification_transition_refused',
    upload: 'pending',
    approve: 'verification_transition_refused',
    'approve (others wait)': 'verification_transition_refused',
    reject: 'verification_transition_refused',
    request_additional: 'verification_transition_refused',
  },
  pending: {
    request: 'verification_transition_refused',
    upload: 'pending',
    approve: 'approved',
    'approve (others wait)': 'pending',
    reject: 'rejected',
    request_additional: 'additional_requested',
  },
  approved: {
    request: 'requested',
    upload: 'verification_already_approved',
    approve: 'verification_transition_refused',
    'approve (others wait)': 'verification_transition_refused',
    reject: 'verification_transition_refused',
    request_additional: 'additional_requested',
  },
  rejected: {
    request: 'verification_transition_refused',
    upload: 'pending',
    approve: 'verification_transition_refused',
    'approve (others wait)': 'verification_transition_refused',
    reject: 'verification_transition_refused',
    request_additional: 'verification_transition_refused',
  },
  additional_requested: {
    request: 'verification_transition_refused',
    upload: 'pending',
    approve: 'verification_transition_refused',
    'approve (others wait)': 'verification_transition_refused',
    reject: 'verification_transition_refused',
    request_additional: 'verification_transition_refused',
  },
};

describe('the verification state machine', () => {
  it('starts with nothing asked', () => {
    expect(INITIAL_CASE).toEqual({ state: 'none', rejectionReason: null, requestedKind: null });
  });

  describe.each(VERIFICATION_STATES)('from %s', (state) => {
    it.each(Object.keys(EVENTS))('%s', (name) => {
      expect(stateAfter(state, EVENTS[name]!)).toBe(TABLE[state][name]);
    });
  });

  it('keeps the rejection reason, and forgets it on the next upload', () => {
    const rejected = transition(inState('pending'), {
      type: 'reject',
      reason: 'Glare on the photo',
    });
    expect(rejected).toEqual({
      ok: true,
      next: { state: 'rejected', rejectionReason: 'Glare on the photo', requestedKind: null },
    });
    if (!rejected.ok) return;
    const again = transition(rejected.next, { type: 'upload', kind: 'passport' });
    expect(again.ok && again.next).toEqual({
      state: 'pending',
      rejectionReason: null,
      requestedKind: null,
    });
  });

  it('names the document asked for', () => {
    const asked = transition(inState('pending'), { type: 'request_additional', kind: 'address' });
    expect(asked.ok && asked.next.requestedKind).toBe('address');
    const requested = transition(INITIAL_CASE, { type: 'request', kind: 'selfie' });
    expect(requested.ok && requested.next).toEqual({
      state: 'requested',
      rejectionReason: null,
      requestedKind: 'selfie',
    });
  });
});

describe('the user config fields of a case', () => {
  it('says nothing was asked at first', () => {
    expect(verificationConfigFields(INITIAL_CASE, [], 0)).toEqual({
      verification_status: 0,
      verification_types: [],
      verification_status_group_code: null,
      requested_additional_document: false,
      is_need_identification: false,
      verification_pending_count: 0,
    });
  });

  it('says verified with the accepted kinds, each once, in order', () => {
    expect(
      verificationConfigFields(inState('approved'), ['selfie', 'passport', 'selfie'], 0),
    ).toEqual({
      verification_status: 3,
      verification_types: [1, 2],
      verification_status_group_code: 'verified',
      requested_additional_document: false,
      is_need_identification: false,
      verification_pending_count: 0,
    });
  });

  it('asks the customer to act when rejected or another document is asked', () => {
    const rejected = verificationConfigFields(inState('rejected'), [], 0);
    expect(rejected).toMatchObject({ verification_status: 4, is_need_identification: true });
    const more = verificationConfigFields(inState('additional_requested'), ['passport'], 0);
    expect(more).toMatchObject({
      verification_status: 5,
      verification_status_group_code: 'additional_document',
      requested_additional_document: true,
      is_need_identification: true,
    });
  });

  it('counts the documents waiting for the badge', () => {
    expect(verificationConfigFields(inState('pending'), [], 2)).toMatchObject({
      verification_status: 2,
      verification_pending_count: 2,
      is_need_identification: false,
    });
  });
});
