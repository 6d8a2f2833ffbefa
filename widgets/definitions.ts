// Every widget the schemas may name, as customers' pages register them: a name, its component
// (loaded lazily, so a page pulls in only the widgets it renders) and a skeleton. The props schemas
// are not here (widgets/catalog.ts adds them for the build, the server and the studio).
import type { WidgetDefinition } from '../runtime/render/types';
import { whenTrue, type RootStore } from '../stores';
import { afterPageIdle } from '../runtime/render/afterPageIdle';
import { bottomNavWidget } from './BottomNav';
import { containerWidget } from './Container';
import { cookieSettingsWidget } from './CookieSettings';
import { footerWidget } from './Footer';
import { headerWidget } from './Header';
import { headingWidget } from './Heading';
import { heroBannerWidget } from './HeroBanner';
import { homeShowcaseWidget } from './HomeShowcase';
import { infoPageWidget } from './InfoPage';
import { versionSwitchWidget } from './VersionSwitch';
import { linkListWidget } from './LinkList';
import { mainContentWidget } from './MainContent';
import { maintenanceNoticeWidget } from './MaintenanceNotice';
import { notFoundMessageWidget } from './NotFoundMessage';
import { notificationBannersWidget } from './NotificationBanners';
import { notificationsWidget } from './Notifications';
import { policyLogoWidget } from './PolicyLogo';
import { richTextWidget } from './RichText';
import { scrollToTopWidget } from './ScrollToTop';
import { sectionWidget } from './Section';
import { seoBlockWidget } from './SeoBlock';
import { contentPageWidget } from './ContentPage';
import { bettingCalculatorWidget } from './BettingCalculator';
import { skeletonGamesWidget } from './SkeletonGames';
import { skipLinkWidget } from './SkipLink';
import { snowfallWidget } from './Snowfall';
import { stackWidget } from './Stack';
import { threeColumnsWidget } from './ThreeColumns';
// Sports pages (SPEC section 2)
import { bettingTypeTabsWidget } from './BettingTypeTabs';
import { champListWidget } from './ChampList';
import { cyberDisciplinesWidget } from './CyberDisciplines';
import { gameHeaderWidget } from './GameHeader';
import { gameListWidget } from './GameList';
import { gameMarketsWidget } from './GameMarkets';
import { gameStatisticsWidget } from './GameStatistics';
import { matchZoneWidget } from './MatchZone';
import { multiLiveWidget } from './MultiLive';
import { resultsWidget } from './Results';
import { sportsMenuWidget } from './SportsMenu';
import { topGamesWidget } from './TopGames';
import { betsOnYourWidget } from './BetsOnYour';
import { accumulatorOfTheDayWidget } from './AccumulatorOfTheDay';
// Odds and display settings (SPEC section 3)
import { oddsCellWidget } from './OddsCell';
import { oddsFormatSwitchWidget } from './OddsFormatSwitch';
import { themeSwitchWidget } from './ThemeSwitch';
import { viewSettingsWidget } from './ViewSettings';
// The coupon and the bet history (SPEC sections 3 and 4)
import { couponWidget } from './Coupon';
// the bet history and the printable coupon
import { betHistoryWidget } from './BetHistory';
import { printCouponWidget } from './PrintCoupon';
import { sportsSettingsMenuWidget } from './SportsSettingsMenu';
// Customer account widgets (SPEC section 2 user and office pages)
import { authFormWidget } from './AuthForm';
import { captchaPromptWidget } from './CaptchaPrompt';
import { confirmTermsWidget } from './ConfirmTerms';
import { messageLinkWidget } from './MessageLink';
import { depositFormWidget } from './DepositForm';
import { headerAccountWidget } from './HeaderAccount';
import { notificationSettingsWidget } from './NotificationSettings';
import { appSettingsWidget } from './AppSettings';
import { passwordRecoveryWidget } from './PasswordRecovery';
import { paymentHistoryWidget } from './PaymentHistory';
import { paymentResultWidget } from './PaymentResult';
import { personalDataFormWidget } from './PersonalDataForm';
import { registrationFormWidget } from './RegistrationForm';
import { registrationReminderWidget } from './RegistrationReminder';
import { securityPanelWidget } from './SecurityPanel';
import { oneTapPromptWidget } from './OneTapPrompt';
import { socialIdentitiesWidget } from './SocialIdentities';
// Office: bring a friend, user transfer between brands, account conversion
import { accountConversionWidget } from './AccountConversion';
import { accountConversionReminderWidget } from './AccountConversionReminder';
import { transferModalWidget } from './TransferModal';
import { supportChatWidget } from './SupportChat';
import { referralProgramWidget } from './ReferralProgram';
import { userTransferWidget } from './UserTransfer';
import { userTransferLandingWidget } from './UserTransferLanding';
import { socialSignInWidget } from './SocialSignIn';
import { withdrawFormWidget } from './WithdrawForm';
import { verificationHandOffWidget } from './VerificationHandOff';
import { verificationPanelWidget } from './VerificationPanel';
import { limitSectionWidget } from './LimitSection';
import { limitRemindersWidget } from './LimitReminders';

// Casino and games (SPEC section 2)
import { casinoCashbackWidget } from './CasinoCashback';
import { casinoCategoriesWidget } from './CasinoCategories';
import { casinoGameWidget } from './CasinoGame';
import { casinoGameLandingWidget } from './CasinoGameLanding';
import { casinoLobbyWidget } from './CasinoLobby';
import { casinoMyGamesWidget } from './CasinoMyGames';
import { casinoOtherGamesWidget } from './CasinoOtherGames';
import { casinoPromotionWidget } from './CasinoPromotion';
import { casinoPromotionsWidget } from './CasinoPromotions';
import { casinoProvidersWidget } from './CasinoProviders';
import { casinoSearchWidget } from './CasinoSearch';
import { casinoSectionWidget } from './CasinoSection';
import { casinoThanksWidget } from './CasinoThanks';
import { casinoTournamentWidget } from './CasinoTournament';
import { gamesShowcaseWidget } from './GamesShowcase';
// Toto, pool betting (SPEC section 2)
import { totoWidget } from './Toto';
// Bonuses and promo codes in the office (SPEC section 2)
import { bonusDepositOfferWidget } from './BonusDepositOffer';
import { bonusListWidget } from './BonusList';
import { promoCodeFormWidget } from './PromoCodeForm';
// Lotteries (SPEC section 2)
import { lottoWidget } from './Lotto';
// The office shell and support (SPEC section 2 office)
import { officeShellWidget } from './OfficeShell';
import { officeMenuWidget } from './OfficeMenu';
import { paymentRequestsWidget } from './PaymentRequests';
import { paymentRequestFormWidget } from './PaymentRequestForm';
import { shareIdeaFormWidget } from './ShareIdeaForm';
import { blockAppealsWidget } from './BlockAppeals';
import { routeDebuggerWidget } from './RouteDebugger';

// Each definition has its own props type; the registry only needs the common shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const widgetDefinitions: WidgetDefinition<any>[] = [
  bottomNavWidget,
  containerWidget,
  cookieSettingsWidget,
  footerWidget,
  headerWidget,
  headingWidget,
  heroBannerWidget,
  homeShowcaseWidget,
  infoPageWidget,
  versionSwitchWidget,
  linkListWidget,
  mainContentWidget,
  maintenanceNoticeWidget,
  notFoundMessageWidget,
  notificationBannersWidget,
  notificationsWidget,
  policyLogoWidget,
  richTextWidget,
  scrollToTopWidget,
  sectionWidget,
  seoBlockWidget,
  skeletonGamesWidget,
  skipLinkWidget,
  snowfallWidget,
  stackWidget,
  threeColumnsWidget,
  // Customer account widgets (SPEC section 2 user and office pages)
  authFormWidget,
  captchaPromptWidget,
  confirmTermsWidget,
  messageLinkWidget,
  depositFormWidget,
  headerAccountWidget,
  notificationSettingsWidget,
  appSettingsWidget,
  passwordRecoveryWidget,
  paymentHistoryWidget,
  paymentResultWidget,
  personalDataFormWidget,
  registrationFormWidget,
  registrationReminderWidget,
  securityPanelWidget,
  socialSignInWidget,
  socialIdentitiesWidget,
  oneTapPromptWidget,
  referralProgramWidget,
  userTransferWidget,
  userTransferLandingWidget,
  accountConversionWidget,
  accountConversionReminderWidget,
  transferModalWidget,
  supportChatWidget,
  withdrawFormWidget,
  verificationPanelWidget,
  verificationHandOffWidget,
  // Sports pages (SPEC section 2)
  bettingTypeTabsWidget,
  champListWidget,
  cyberDisciplinesWidget,
  gameHeaderWidget,
  gameListWidget,
  gameMarketsWidget,
  gameStatisticsWidget,
  matchZoneWidget,
  multiLiveWidget,
  resultsWidget,
  sportsMenuWidget,
  topGamesWidget,
  betsOnYourWidget,
  accumulatorOfTheDayWidget,
  // Odds and display settings (SPEC section 3)
  oddsCellWidget,
  oddsFormatSwitchWidget,
  themeSwitchWidget,
  viewSettingsWidget,
  // The coupon and the bet history (SPEC sections 3 and 4)
  couponWidget,
  sportsSettingsMenuWidget,
  // the bet history and the printable coupon
  betHistoryWidget,
  printCouponWidget,
  // Responsible gaming (SPEC sections 2 and 4): the office/responsible sections, the reminders
  limitSectionWidget,
  limitRemindersWidget,
  // Casino and games (SPEC section 2)
  casinoCashbackWidget,
  casinoCategoriesWidget,
  casinoGameWidget,
  casinoGameLandingWidget,
  casinoLobbyWidget,
  casinoMyGamesWidget,
  casinoOtherGamesWidget,
  casinoPromotionWidget,
  casinoPromotionsWidget,
  casinoProvidersWidget,
  casinoSearchWidget,
  casinoSectionWidget,
  casinoThanksWidget,
  casinoTournamentWidget,
  gamesShowcaseWidget,
  // Toto, pool betting (SPEC section 2)
  totoWidget,
  // Lotteries (SPEC section 2)
  lottoWidget,
  // The office shell and support (SPEC section 2 office)
  officeShellWidget,
  officeMenuWidget,
  paymentRequestsWidget,
  paymentRequestFormWidget,
  shareIdeaFormWidget,
  blockAppealsWidget,
  routeDebuggerWidget,
  // Content pages: information, news, blog, promotions (SPEC section 2)
  contentPageWidget,
  bettingCalculatorWidget,
  // Bonuses and promo codes in the office (SPEC section 2)
  bonusDepositOfferWidget,
  bonusListWidget,
  promoCodeFormWidget,
];

/**
 * The stores made on first use (stores/lazyHolder.ts) and the widgets whose views need them: such a
 * widget loads its stores with its code, and its views read `loaded`.
 */
type LazyRootStore =
  'coupon' | 'cashOut' | 'limits' | 'passwordRecovery' | 'accountConversion' | 'social';

const STORES_OF_WIDGETS: ReadonlyMap<string, readonly LazyRootStore[]> = new Map<
  string,
  readonly LazyRootStore[]
>([
  // The slip and its open bets (stores/sports/lazyCoupon.ts, lazyCashOut.ts).
  [couponWidget.name, ['coupon', 'cashOut']],
  // The bet history's open coupons show cash-out.
  [betHistoryWidget.name, ['cashOut']],
  // The office's limits.
  [limitSectionWidget.name, ['limits']],
  [passwordRecoveryWidget.name, ['passwordRecovery']],
  [accountConversionWidget.name, ['accountConversion']],
  [accountConversionReminderWidget.name, ['accountConversion']],
  // Social sign-in: the providers' buttons (the registration form's too), the linked identities.
  [socialSignInWidget.name, ['social']],
  [socialIdentitiesWidget.name, ['social']],
  [oneTapPromptWidget.name, ['social']],
  [registrationFormWidget.name, ['social']],
]);

/**
 * Widgets that show nothing in a page's first paint: the decoration, and the prompts and reminders
 * that come over the page later. Placed `lazy` (tests/schema/pageIdleWidgets.test.ts checks every
 * placement), their code loads at the page's idle moment (runtime/render/afterPageIdle.ts), so no
 * first load carries it (docs/performance.md).
 */
export const PAGE_IDLE_WIDGETS: ReadonlySet<string> = new Set([
  snowfallWidget.name,
  oneTapPromptWidget.name,
  registrationReminderWidget.name,
  limitRemindersWidget.name,
  accountConversionReminderWidget.name,
  captchaPromptWidget.name,
]);

/** What a page-idle widget waits for: the idle moment, or for the captcha, a call that asks for one. */
function pageIdleOr(widget: string, stores: Pick<RootStore, 'captcha'>): Promise<void> {
  if (widget !== captchaPromptWidget.name) return afterPageIdle();
  // SPEC section 8: a call refused for a captcha before the idle moment shows it at once.
  return Promise.race([afterPageIdle(), whenTrue(() => stores.captcha.needed)]);
}

/**
 * The catalog for one root store: a widget whose views need a store made on first use loads that
 * store with its code, so a prepared page renders it at once, with no empty state in between.
 */
export function catalogFor(
  stores: Pick<RootStore, LazyRootStore | 'captcha'>,
): typeof widgetDefinitions {
  return widgetDefinitions.map((widget) => {
    const needs = STORES_OF_WIDGETS.get(widget.name) ?? [];
    const idle = PAGE_IDLE_WIDGETS.has(widget.name);
    if (!idle && needs.length === 0) return widget;
    return {
      ...widget,
      load: async () => {
        if (idle) await pageIdleOr(widget.name, stores);
        const [module] = await Promise.all([
          widget.load(),
          ...needs.map((store) => stores[store].load()),
        ]);
        return module;
      },
    };
  });
}
