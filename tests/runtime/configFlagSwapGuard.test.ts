import { describe, expect, it } from 'vitest';
import { GUARDS, type GuardInput } from '../../runtime/router/guards';
import type { RuleContext } from '../../runtime/render/types';
import { ruleContext, siteConfig } from './fixtures';

// SPEC section 5: bonus routes swap between bonuses and bonuses-offers by promoBonusToOffer.
function swapInput(
  promoBonusToOffer: boolean,
  args: Record<string, unknown>,
  params: Record<string, string> = {},
): GuardInput {
  const context: Partial<RuleContext> = {
    config: { ...siteConfig(), promoBonusToOffer },
    route: { id: 'bonuses', path: 'bonuses/{section?}', params, meta: {} },
  };
  return { context: ruleContext(context), args, lng: 'en', production: true };
}

const toOffers = { flag: 'promoBonusToOffer', when: false, to: 'bonuses-offers/{section?}' };

describe('configFlagSwap', () => {
  it('lets the route in while the flag is what it asks', () => {
    expect(GUARDS.configFlagSwap(swapInput(false, toOffers))).toEqual({ kind: 'allow' });
  });

  it('sends it to the other address with its params when the flag is not', () => {
    expect(GUARDS.configFlagSwap(swapInput(true, toOffers, { section: 'rules' }))).toEqual({
      kind: 'redirect',
      to: '/en/bonuses-offers/rules',
    });
    expect(GUARDS.configFlagSwap(swapInput(true, toOffers))).toEqual({
      kind: 'redirect',
      to: '/en/bonuses-offers',
    });
  });

  it('is a 404 when its args are malformed, never an open redirect', () => {
    expect(
      GUARDS.configFlagSwap(swapInput(true, { flag: 'promoBonusToOffer', when: 'no', to: 'x' })),
    ).toEqual({
      kind: 'notFound',
    });
    expect(
      GUARDS.configFlagSwap(swapInput(true, { flag: 'promoBonusToOffer', when: false })),
    ).toEqual({
      kind: 'notFound',
    });
  });
});
