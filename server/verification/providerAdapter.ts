// The verification provider hand-off (SPEC section 2 `verification/sumsub`): the page asks the
// adapter where the customer continues. Built: the local adapter, which keeps the review on this
// platform (upload in the office, operators decide) and makes no external call. A provider's
// adapter (its SDK token, its hosted page) implements the same interface.

export interface ProviderHandOff {
  /** The adapter's id: `local` here. */
  provider: string;
  /** local: the review happens on this site; external: the browser goes to `url`. */
  mode: 'local' | 'external';
  /** external: the provider's page; local: null. */
  url: string | null;
}

export interface VerificationProviderAdapter {
  readonly id: string;
  handOff(customer: { userId: string; language: string }): Promise<ProviderHandOff>;
}

export const localProviderAdapter: VerificationProviderAdapter = {
  id: 'local',
  handOff: () => Promise.resolve({ provider: 'local', mode: 'local', url: null }),
};
