// The brand's limit rules (site config `limits`), with the defaults of SPEC section 4.
import {
  DEFAULT_COOLING_OFF_HOURS,
  isLimitType,
  isMoneyLimit,
  type LimitLockRules,
  type LimitTypeId,
} from '../../domain/limits/index';
import type { BrandSiteFile } from '../../runtime/schema/types';

export interface BrandLimitRules extends LimitLockRules {
  coolingOffHours: number;
  /** Money limit types the customer may enter any amount for. */
  customTypes: LimitTypeId[];
}

export function brandLimitRules(site: BrandSiteFile): BrandLimitRules {
  const config = site.limits ?? {};
  return {
    coolingOffHours: config.coolingOffHours ?? DEFAULT_COOLING_OFF_HOURS,
    customTypes: (config.customTypes ?? []).filter(
      (t): t is LimitTypeId => isLimitType(t) && isMoneyLimit(t),
    ),
    lockOnPendingChange: config.lockOnPendingChange ?? false,
    lockWholeGroup: config.lockWholeGroup ?? false,
  };
}
