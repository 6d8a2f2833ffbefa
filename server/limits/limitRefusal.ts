// Refusals of the limit service and of play refused by a limit: a Refusal (answered with its
// reason, and remaining or endsAt) whose reason is one of domain/limits/limitRefusals.ts.
import type {
  LimitEnforcementReason,
  LimitServiceReason,
  StakeRefusalReason,
} from '../../domain/limits/index';
import { Refusal, type RefusalDetails } from '../http/refusal';

export class LimitRefusal extends Refusal {
  constructor(
    statusCode: number,
    override readonly reason: LimitServiceReason | LimitEnforcementReason,
    message: string,
    details?: RefusalDetails,
    field?: string,
  ) {
    super(statusCode, reason, message, field, details);
    this.name = 'LimitRefusal';
  }
}

/** What assertStakeAllowed throws: 403 with the reason, and remaining or endsAt. */
export class StakeLimitRefusal extends LimitRefusal {
  constructor(
    override readonly reason: StakeRefusalReason,
    message: string,
    details: RefusalDetails,
  ) {
    super(403, reason, message, details);
    this.name = 'StakeLimitRefusal';
  }
}

export function epochSeconds(date: Date | number): number {
  return Math.floor((typeof date === 'number' ? date : date.getTime()) / 1000);
}
