import { reaction } from 'mobx';
import { ALL_COOKIES, NECESSARY_ONLY } from '../../domain/notices';
import type { NotificationStore } from '../NotificationStore';
import type { AgeNoticeStore } from './AgeNoticeStore';
import type { AppVersionStore } from './AppVersionStore';
import type { ConsentStore } from './ConsentStore';
import type { ReferralStore } from './ReferralStore';
import type { SessionStore } from '../SessionStore';
import type { SocialSignInStore } from '../social';
import type { TeamCashStore } from './TeamCashStore';
import type { LazyHolder } from '../lazyHolder';

export const NOTICE_IDS = {
  age: 'age-notice',
  consent: 'cookie-consent',
  appUpdate: 'app-update',
  adBlocker: 'ad-blocker',
  teamCash: 'team-cash',
} as const;

export interface NoticeStores {
  notifications: NotificationStore;
  ageNotice: AgeNoticeStore;
  consent: ConsentStore;
  referral: ReferralStore;
  appVersion: AppVersionStore;
  /** The one-tap sign-in prompt's state: the cookie question waits while it is shown. */
  social?: { current: Pick<SocialSignInStore, 'oneTapProvider' | 'isOneTapDismissed'> | null };
  session?: Pick<SessionStore, 'isAuthenticated'>;
  /**
   * The team-cash promo modal (SPEC section 4), its store made once a customer is signed in (no
   * session given: at once); absent: never shown.
   */
  teamCash?: Pick<LazyHolder<TeamCashStore>, 'load'>;
}

/**
 * First-visit overlays come one after another in a fixed order: the age notice, then
 * the one-tap sign-in prompt (widgets/OneTapPrompt), then the cookie question, then the
 * team-cash promo modal (signed-in customers only, `teamCashWaits`).
 */
export function oneTapPromptShown(stores: Pick<NoticeStores, 'ageNotice' | 'social' | 'session'>) {
  if (stores.ageNotice.needsConfirmation) return false;
  const social = stores.social?.current;
  if (!social || stores.session?.isAuthenticated) return false;
  return social.oneTapProvider !== null && !social.isOneTapDismissed;
}

/** The team-cash modal waits for the overlays before it in the order above. */
export function teamCashWaits(
  stores: Pick<NoticeStores, 'ageNotice' | 'consent' | 'social' | 'session'>,
): boolean {
  return stores.ageNotice.needsConfirmation || oneTapPromptShown(stores) || !stores.consent.decided;
}

export interface NoticesEnvironment {
  /** The brand's minimum age (site config minimumAge), named in the age notice. */
  minimumAge: () => number;
  /** Opens the cookie settings view (the cookies page). */
  openCookieSettings: () => void;
  /** Reloads the page (app update). */
  reload: () => void;
  /** SPEC section 6: a search bot runs no timers (no update checks, no ad-blocker check). */
  searchBot?: boolean;
  /** Resolves true when an ad blocker hides or blocks our bait; absent: no check. */
  detectAdBlocker?: () => Promise<boolean>;
}

/**
 * Turns the notice stores' state into notifications (SPEC section 8): the age notice until
 * accepted, the consent question until answered, the app-update question when a new build is
 * served, and the ad-blocker notice once. Answers the function that stops it.
 */
export function connectNotices(stores: NoticeStores, env: NoticesEnvironment): () => void {
  const { notifications } = stores;
  const stops: (() => void)[] = [];
  let running = true;

  stops.push(
    // A reaction, not an autorun: the effect writes to the notification store, and only the
    // condition is tracked.
    reaction(
      () => stores.ageNotice.needsConfirmation,
      (needed) => {
        if (!needed) return notifications.dismiss(NOTICE_IDS.age);
        notifications.notify({
          id: NOTICE_IDS.age,
          kind: 'modal',
          level: 'warning',
          titleKey: 'main:age_notice_title',
          textKey: 'main:age_notice_text',
          params: { age: env.minimumAge() },
          dismissible: false,
          actions: [
            { labelKey: 'main:age_notice_accept', run: stores.ageNotice.accept, primary: true },
          ],
        });
      },
      { fireImmediately: true },
    ),
  );

  stops.push(
    reaction(
      // Asked once the age notice and the one-tap prompt are answered (the order above).
      () =>
        stores.consent.decided || stores.ageNotice.needsConfirmation || oneTapPromptShown(stores),
      (waits) => {
        if (waits) return notifications.dismiss(NOTICE_IDS.consent);
        notifications.notify({
          id: NOTICE_IDS.consent,
          kind: 'toast',
          level: 'info',
          titleKey: 'main:cookie_consent_title',
          textKey: 'main:cookie_consent_text',
          dismissible: false,
          actions: [
            {
              labelKey: 'main:cookie_consent_accept_all',
              run: () => stores.consent.choose(ALL_COOKIES),
              primary: true,
            },
            {
              labelKey: 'main:cookie_consent_necessary',
              run: () => stores.consent.choose(NECESSARY_ONLY),
            },
            {
              labelKey: 'main:cookie_consent_settings',
              run: env.openCookieSettings,
              keepOpen: true,
            },
          ],
        });
      },
      { fireImmediately: true },
    ),
  );
  stops.push(stores.consent.onChange(() => stores.referral.consentChanged()));

  const { teamCash } = stores;
  if (teamCash) {
    // The store's code is a chunk of its own, loaded the first time a customer is signed in.
    let loading = false;
    stops.push(
      reaction(
        () => stores.session?.isAuthenticated ?? true,
        (signedIn) => {
          if (!signedIn || loading) return;
          loading = true;
          teamCash
            .load()
            .then((store) => {
              if (running) stops.push(connectTeamCash(stores, store));
            })
            .catch((error: unknown) => {
              loading = false; // a failed chunk load may succeed at the next sign-in
              console.warn('the team-cash store did not load', error);
            });
        },
        { fireImmediately: true },
      ),
    );
  }

  stops.push(
    reaction(
      () => stores.appVersion.updateAvailable,
      (available) => {
        if (!available) return;
        notifications.notify({
          id: NOTICE_IDS.appUpdate,
          kind: 'modal',
          level: 'info',
          titleKey: 'main:app_update_title',
          textKey: 'main:app_update_text',
          actions: [
            { labelKey: 'main:app_update_reload', run: env.reload, primary: true },
            { labelKey: 'main:app_update_later', run: () => undefined },
          ],
        });
      },
      { fireImmediately: true },
    ),
  );
  if (env.searchBot) {
    return () => {
      running = false;
      for (const stop of stops) stop();
    };
  }
  stores.appVersion.start();
  stops.push(() => stores.appVersion.stop());

  void env.detectAdBlocker?.().then((blocked) => {
    if (!blocked || !running) return;
    notifications.notify({
      id: NOTICE_IDS.adBlocker,
      kind: 'toast',
      level: 'warning',
      titleKey: 'main:ad_blocker_title',
      textKey: 'main:ad_blocker_text',
    });
  });

  return () => {
    running = false;
    for (const stop of stops) stop();
  };
}

/** SPEC section 4: the team-cash modal, asked for once the overlays before it are answered. */
function connectTeamCash(stores: NoticeStores, teamCash: TeamCashStore): () => void {
  const { notifications } = stores;
  const stops: (() => void)[] = [];
  stops.push(teamCash.start());
  stops.push(
    // SPEC section 4: at 3 paid items once per window, at 4 once and never again; shown as
    // soon as the overlays before it are answered, marked shown as it is asked for.
    reaction(
      () => (teamCashWaits(stores) ? null : teamCash.stage),
      (stage) => {
        if (stage === null) return;
        const count = teamCash.paidCount;
        teamCash.markShown(stage);
        notifications.notify({
          id: NOTICE_IDS.teamCash,
          kind: 'modal',
          level: 'info',
          titleKey: 'main:team_cash_title',
          textKey: stage === 'first' ? 'main:team_cash_text_first' : 'main:team_cash_text_last',
          params: { count },
          actions: [{ labelKey: 'main:team_cash_ok', run: () => undefined, primary: true }],
        });
      },
      { fireImmediately: true },
    ),
  );
  return () => stops.forEach((stop) => stop());
}
