// Every widget's props schema (the contract between page schemas and widgets), in one list the
// server checks pages with. widgets/catalog.ts registers the same schemas with their components;
// tests/widgets/widgetProps.test.ts fails when the two lists differ.

import { propsSchema as accountConversionProps } from './AccountConversion';
import { propsSchema as accountConversionReminderProps } from './AccountConversionReminder';
import { propsSchema as transferModalProps } from './TransferModal';
import { propsSchema as supportChatProps } from './SupportChat';
import { propsSchema as appSettingsProps } from './AppSettings';
import { propsSchema as authFormProps } from './AuthForm';
import { propsSchema as betHistoryProps } from './BetHistory';
import { propsSchema as bettingCalculatorProps } from './BettingCalculator';
import { propsSchema as bettingTypeTabsProps } from './BettingTypeTabs';
import { propsSchema as bonusDepositOfferProps } from './BonusDepositOffer';
import { propsSchema as bonusListProps } from './BonusList';
import { propsSchema as bottomNavProps } from './BottomNav';
import { propsSchema as captchaPromptProps } from './CaptchaPrompt';
import { propsSchema as casinoCashbackProps } from './CasinoCashback';
import { propsSchema as casinoCategoriesProps } from './CasinoCategories';
import { propsSchema as casinoGameProps } from './CasinoGame';
import { propsSchema as casinoGameLandingProps } from './CasinoGameLanding';
import { propsSchema as casinoLobbyProps } from './CasinoLobby';
import { propsSchema as casinoMyGamesProps } from './CasinoMyGames';
import { propsSchema as casinoOtherGamesProps } from './CasinoOtherGames';
import { propsSchema as casinoPromotionProps } from './CasinoPromotion';
import { propsSchema as casinoPromotionsProps } from './CasinoPromotions';
import { propsSchema as casinoProvidersProps } from './CasinoProviders';
import { propsSchema as casinoSearchProps } from './CasinoSearch';
import { propsSchema as casinoSectionProps } from './CasinoSection';
import { propsSchema as casinoThanksProps } from './CasinoThanks';
import { propsSchema as casinoTournamentProps } from './CasinoTournament';
import { propsSchema as champListProps } from './ChampList';
import { propsSchema as confirmTermsProps } from './ConfirmTerms';
import { propsSchema as containerProps } from './Container';
import { propsSchema as contentPageProps } from './ContentPage';
import { propsSchema as cookieSettingsProps } from './CookieSettings';
import { propsSchema as couponProps } from './Coupon';
import { propsSchema as cyberDisciplinesProps } from './CyberDisciplines';
import { propsSchema as depositFormProps } from './DepositForm';
import { propsSchema as footerProps } from './Footer';
import { propsSchema as gameHeaderProps } from './GameHeader';
import { propsSchema as gameListProps } from './GameList';
import { propsSchema as gameMarketsProps } from './GameMarkets';
import { propsSchema as gameStatisticsProps } from './GameStatistics';
import { propsSchema as matchZoneProps } from './MatchZone';
import { propsSchema as gamesShowcaseProps } from './GamesShowcase';
import { propsSchema as headerProps } from './Header';
import { propsSchema as headerAccountProps } from './HeaderAccount';
import { propsSchema as headingProps } from './Heading';
import { propsSchema as heroBannerProps } from './HeroBanner';
import { propsSchema as homeShowcaseProps } from './HomeShowcase';
import { propsSchema as infoPageProps } from './InfoPage';
import { propsSchema as limitRemindersProps } from './LimitReminders';
import { propsSchema as limitSectionProps } from './LimitSection';
import { propsSchema as linkListProps } from './LinkList';
import { propsSchema as lottoProps } from './Lotto';
import { propsSchema as mainContentProps } from './MainContent';
import { propsSchema as maintenanceNoticeProps } from './MaintenanceNotice';
import { propsSchema as messageLinkProps } from './MessageLink';
import { propsSchema as multiLiveProps } from './MultiLive';
import { propsSchema as notFoundMessageProps } from './NotFoundMessage';
import { propsSchema as notificationBannersProps } from './NotificationBanners';
import { propsSchema as notificationSettingsProps } from './NotificationSettings';
import { propsSchema as notificationsProps } from './Notifications';
import { propsSchema as oddsCellProps } from './OddsCell';
import { propsSchema as oddsFormatSwitchProps } from './OddsFormatSwitch';
import { propsSchema as officeMenuProps } from './OfficeMenu';
import { propsSchema as officeShellProps } from './OfficeShell';
import { propsSchema as oneTapPromptProps } from './OneTapPrompt';
import { propsSchema as passwordRecoveryProps } from './PasswordRecovery';
import { propsSchema as paymentHistoryProps } from './PaymentHistory';
import { propsSchema as paymentRequestFormProps } from './PaymentRequestForm';
import { propsSchema as paymentRequestsProps } from './PaymentRequests';
import { propsSchema as paymentResultProps } from './PaymentResult';
import { propsSchema as personalDataFormProps } from './PersonalDataForm';
import { propsSchema as policyLogoProps } from './PolicyLogo';
import { propsSchema as printCouponProps } from './PrintCoupon';
import { propsSchema as promoCodeFormProps } from './PromoCodeForm';
import { propsSchema as referralProgramProps } from './ReferralProgram';
import { propsSchema as registrationFormProps } from './RegistrationForm';
import { propsSchema as registrationReminderProps } from './RegistrationReminder';
import { propsSchema as resultsProps } from './Results';
import { propsSchema as richTextProps } from './RichText';
import { propsSchema as scrollToTopProps } from './ScrollToTop';
import { propsSchema as sectionProps } from './Section';
import { propsSchema as securityPanelProps } from './SecurityPanel';
import { propsSchema as seoBlockProps } from './SeoBlock';
import { propsSchema as shareIdeaFormProps } from './ShareIdeaForm';
import { propsSchema as blockAppealsProps } from './BlockAppeals';
import { propsSchema as routeDebuggerProps } from './RouteDebugger';
import { propsSchema as skeletonGamesProps } from './SkeletonGames';
import { propsSchema as skipLinkProps } from './SkipLink';
import { propsSchema as snowfallProps } from './Snowfall';
import { propsSchema as socialIdentitiesProps } from './SocialIdentities';
import { propsSchema as socialSignInProps } from './SocialSignIn';
import { propsSchema as sportsMenuProps } from './SportsMenu';
import { propsSchema as sportsSettingsMenuProps } from './SportsSettingsMenu';
import { propsSchema as stackProps } from './Stack';
import { propsSchema as themeSwitchProps } from './ThemeSwitch';
import { propsSchema as versionSwitchProps } from './VersionSwitch';
import { propsSchema as threeColumnsProps } from './ThreeColumns';
import { propsSchema as topGamesProps } from './TopGames';
import { propsSchema as betsOnYourProps } from './BetsOnYour';
import { propsSchema as accumulatorOfTheDayProps } from './AccumulatorOfTheDay';
import { propsSchema as totoProps } from './Toto';
import { propsSchema as userTransferProps } from './UserTransfer';
import { propsSchema as userTransferLandingProps } from './UserTransferLanding';
import { propsSchema as verificationHandOffProps } from './VerificationHandOff';
import { propsSchema as verificationPanelProps } from './VerificationPanel';
import { propsSchema as viewSettingsProps } from './ViewSettings';
import { propsSchema as withdrawFormProps } from './WithdrawForm';

/** One widget's name and the JSON Schema (2020-12) of its props. */
export interface WidgetPropsEntry {
  readonly name: string;
  readonly propsSchema: Record<string, unknown>;
}

export const widgetPropsCatalog: readonly WidgetPropsEntry[] = [
  { name: 'AccountConversion', propsSchema: accountConversionProps },
  { name: 'AccountConversionReminder', propsSchema: accountConversionReminderProps },
  { name: 'TransferModal', propsSchema: transferModalProps },
  { name: 'SupportChat', propsSchema: supportChatProps },
  { name: 'AppSettings', propsSchema: appSettingsProps },
  { name: 'AuthForm', propsSchema: authFormProps },
  { name: 'BetHistory', propsSchema: betHistoryProps },
  { name: 'BettingCalculator', propsSchema: bettingCalculatorProps },
  { name: 'BettingTypeTabs', propsSchema: bettingTypeTabsProps },
  { name: 'BonusDepositOffer', propsSchema: bonusDepositOfferProps },
  { name: 'BonusList', propsSchema: bonusListProps },
  { name: 'BottomNav', propsSchema: bottomNavProps },
  { name: 'CaptchaPrompt', propsSchema: captchaPromptProps },
  { name: 'CasinoCashback', propsSchema: casinoCashbackProps },
  { name: 'CasinoCategories', propsSchema: casinoCategoriesProps },
  { name: 'CasinoGame', propsSchema: casinoGameProps },
  { name: 'CasinoGameLanding', propsSchema: casinoGameLandingProps },
  { name: 'CasinoLobby', propsSchema: casinoLobbyProps },
  { name: 'CasinoMyGames', propsSchema: casinoMyGamesProps },
  { name: 'CasinoOtherGames', propsSchema: casinoOtherGamesProps },
  { name: 'CasinoPromotion', propsSchema: casinoPromotionProps },
  { name: 'CasinoPromotions', propsSchema: casinoPromotionsProps },
  { name: 'CasinoProviders', propsSchema: casinoProvidersProps },
  { name: 'CasinoSearch', propsSchema: casinoSearchProps },
  { name: 'CasinoSection', propsSchema: casinoSectionProps },
  { name: 'CasinoThanks', propsSchema: casinoThanksProps },
  { name: 'CasinoTournament', propsSchema: casinoTournamentProps },
  { name: 'ChampList', propsSchema: champListProps },
  { name: 'ConfirmTerms', propsSchema: confirmTermsProps },
  { name: 'Container', propsSchema: containerProps },
  { name: 'ContentPage', propsSchema: contentPageProps },
  { name: 'CookieSettings', propsSchema: cookieSettingsProps },
  { name: 'Coupon', propsSchema: couponProps },
  { name: 'CyberDisciplines', propsSchema: cyberDisciplinesProps },
  { name: 'DepositForm', propsSchema: depositFormProps },
  { name: 'Footer', propsSchema: footerProps },
  { name: 'GameHeader', propsSchema: gameHeaderProps },
  { name: 'GameList', propsSchema: gameListProps },
  { name: 'GameMarkets', propsSchema: gameMarketsProps },
  { name: 'GameStatistics', propsSchema: gameStatisticsProps },
  { name: 'GamesShowcase', propsSchema: gamesShowcaseProps },
  { name: 'Header', propsSchema: headerProps },
  { name: 'HeaderAccount', propsSchema: headerAccountProps },
  { name: 'Heading', propsSchema: headingProps },
  { name: 'HeroBanner', propsSchema: heroBannerProps },
  { name: 'HomeShowcase', propsSchema: homeShowcaseProps },
  { name: 'InfoPage', propsSchema: infoPageProps },
  { name: 'LimitReminders', propsSchema: limitRemindersProps },
  { name: 'LimitSection', propsSchema: limitSectionProps },
  { name: 'LinkList', propsSchema: linkListProps },
  { name: 'Lotto', propsSchema: lottoProps },
  { name: 'MainContent', propsSchema: mainContentProps },
  { name: 'MaintenanceNotice', propsSchema: maintenanceNoticeProps },
  { name: 'MatchZone', propsSchema: matchZoneProps },
  { name: 'MessageLink', propsSchema: messageLinkProps },
  { name: 'MultiLive', propsSchema: multiLiveProps },
  { name: 'NotFoundMessage', propsSchema: notFoundMessageProps },
  { name: 'NotificationBanners', propsSchema: notificationBannersProps },
  { name: 'NotificationSettings', propsSchema: notificationSettingsProps },
  { name: 'Notifications', propsSchema: notificationsProps },
  { name: 'OddsCell', propsSchema: oddsCellProps },
  { name: 'OddsFormatSwitch', propsSchema: oddsFormatSwitchProps },
  { name: 'OfficeMenu', propsSchema: officeMenuProps },
  { name: 'OfficeShell', propsSchema: officeShellProps },
  { name: 'OneTapPrompt', propsSchema: oneTapPromptProps },
  { name: 'PasswordRecovery', propsSchema: passwordRecoveryProps },
  { name: 'PaymentHistory', propsSchema: paymentHistoryProps },
  { name: 'PaymentRequestForm', propsSchema: paymentRequestFormProps },
  { name: 'PaymentRequests', propsSchema: paymentRequestsProps },
  { name: 'PaymentResult', propsSchema: paymentResultProps },
  { name: 'PersonalDataForm', propsSchema: personalDataFormProps },
  { name: 'PolicyLogo', propsSchema: policyLogoProps },
  { name: 'PrintCoupon', propsSchema: printCouponProps },
  { name: 'PromoCodeForm', propsSchema: promoCodeFormProps },
  { name: 'ReferralProgram', propsSchema: referralProgramProps },
  { name: 'RegistrationForm', propsSchema: registrationFormProps },
  { name: 'RegistrationReminder', propsSchema: registrationReminderProps },
  { name: 'Results', propsSchema: resultsProps },
  { name: 'RichText', propsSchema: richTextProps },
  { name: 'ScrollToTop', propsSchema: scrollToTopProps },
  { name: 'Section', propsSchema: sectionProps },
  { name: 'SecurityPanel', propsSchema: securityPanelProps },
  { name: 'SeoBlock', propsSchema: seoBlockProps },
  { name: 'ShareIdeaForm', propsSchema: shareIdeaFormProps },
  { name: 'BlockAppeals', propsSchema: blockAppealsProps },
  { name: 'RouteDebugger', propsSchema: routeDebuggerProps },
  { name: 'SkeletonGames', propsSchema: skeletonGamesProps },
  { name: 'SkipLink', propsSchema: skipLinkProps },
  { name: 'Snowfall', propsSchema: snowfallProps },
  { name: 'SocialIdentities', propsSchema: socialIdentitiesProps },
  { name: 'SocialSignIn', propsSchema: socialSignInProps },
  { name: 'SportsMenu', propsSchema: sportsMenuProps },
  { name: 'SportsSettingsMenu', propsSchema: sportsSettingsMenuProps },
  { name: 'Stack', propsSchema: stackProps },
  { name: 'ThemeSwitch', propsSchema: themeSwitchProps },
  { name: 'VersionSwitch', propsSchema: versionSwitchProps },
  { name: 'ThreeColumns', propsSchema: threeColumnsProps },
  { name: 'TopGames', propsSchema: topGamesProps },
  { name: 'BetsOnYour', propsSchema: betsOnYourProps },
  { name: 'AccumulatorOfTheDay', propsSchema: accumulatorOfTheDayProps },
  { name: 'Toto', propsSchema: totoProps },
  { name: 'UserTransfer', propsSchema: userTransferProps },
  { name: 'UserTransferLanding', propsSchema: userTransferLandingProps },
  { name: 'VerificationHandOff', propsSchema: verificationHandOffProps },
  { name: 'VerificationPanel', propsSchema: verificationPanelProps },
  { name: 'ViewSettings', propsSchema: viewSettingsProps },
  { name: 'WithdrawForm', propsSchema: withdrawFormProps },
];
