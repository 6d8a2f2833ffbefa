// The page's guards run again when the session data brings a ban or a terms change (SPEC section 4
// "Bans", "Other transitions"), whatever the order the auth check and the session load answered in.
import { describe, expect, it, vi } from 'vitest';
import { followUserGuards } from '../../app/accessWiring';
import type { AppRouter } from '../../app/createApp';
import { createRootStore } from '../../stores';
import { manualScheduler, recordingApi } from '../stores/limitsFixtures';
import { testConfig } from '../widgets/harness';

function setup() {
  const root = createRootStore({
    api: recordingApi().api,
    config: testConfig(),
    scheduler: manualScheduler().scheduler,
  });
  const revalidate = vi.fn(async () => undefined);
  followUserGuards(root, { current: { revalidate } as unknown as AppRouter });
  return { root, revalidate };
}

const customer = { isAuthenticated: true, userId: 7, banLevel: 0, banVersion: 0 };

describe('guards follow the session data', () => {
  it('run again when the terms flag arrives, the ban already known', () => {
    const { root, revalidate } = setup();
    root.session.setUser({ ...customer, isTermsChanged: false });
    revalidate.mockClear();
    root.session.setUser({ ...customer, isTermsChanged: true });
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('run again when a ban arrives, and not for the same data again', () => {
    const { root, revalidate } = setup();
    root.session.setUser({ ...customer, isTermsChanged: false });
    revalidate.mockClear();
    root.session.setUser({ ...customer, banLevel: 45, isTermsChanged: false });
    root.session.setUser({ ...customer, banLevel: 45, isTermsChanged: false });
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
