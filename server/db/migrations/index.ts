import type { Migration, MigrationProvider } from 'kysely';
import * as clientReports from './0001_client_reports';
import * as auth from './0002_auth';
import * as money from './0003_money';
import * as sports from './0004_sports';
import * as coupon from './0005_coupon';
import * as couponLegNames from './0006_coupon_leg_names';
import * as sandboxOutbox from './0008_sandbox_outbox';
import * as authThrottles from './0009_auth_throttles';
import * as limits from './0010_limits';
import * as casinoCatalogue from './0011_casino_catalogue';
import * as casinoWallet from './0012_casino_wallet';
import * as builtinProvider from './0013_builtin_provider';
import * as operators from './0014_operators';
import * as studio from './0015_studio';
import * as access from './0016_access';
import * as toto from './0017_toto';
import * as lotto from './0018_lotto';
import * as social from './0019_social';
import * as app from './0020_app';
import * as messages from './0021_messages';
import * as bonuses from './0022_bonuses';
import * as verification from './0023_verification';
import * as support from './0024_support';
import * as referralTransferConversion from './0025_referral_transfer_conversion';
import * as cashback from './0026_cashback';
import * as freeBets from './0027_free_bets';
import * as feedGames from './0028_feed_games';
import * as trading from './0029_trading';
import * as studioCreated from './0030_studio_created';
import * as cashOut from './0031_cash_out';
import * as tournamentPrizes from './0032_tournament_prizes';
import * as userFlags from './0033_user_flags';
import * as moneyWheel from './0034_money_wheel';
import * as scheduledDraws from './0035_scheduled_draws';
import * as blockAppeals from './0036_block_appeals';
import * as betBuilder from './0037_bet_builder';
import * as tradingExposure from './0038_trading_exposure';
import * as analyticsCounters from './0039_analytics_counters';
import * as accountFrozen from './0040_account_frozen';
import * as bonusType from './0041_bonus_type';
import * as userStatus from './0042_user_status';
import * as couponRefId from './0043_coupon_ref_id';
import * as registrationReferral from './0044_registration_referral';
import * as winningsTax from './0045_winnings_tax';
import * as hyperBonus from './0046_hyper_bonus';
import * as analyticsEventCounters from './0047_analytics_event_counters';

// Imported, not discovered on disk, so the bundle and tests see exactly this list. Names sort in
// the order they apply: add a new file with the next number and list it here.
const migrations: Record<string, Migration> = {
  '0001_client_reports': clientReports,
  '0002_auth': auth,
  '0003_money': money,
  '0004_sports': sports,
  '0005_coupon': coupon,
  '0006_coupon_leg_names': couponLegNames,
  '0008_sandbox_outbox': sandboxOutbox,
  '0009_auth_throttles': authThrottles,
  '0010_limits': limits,
  '0011_casino_catalogue': casinoCatalogue,
  '0012_casino_wallet': casinoWallet,
  '0013_builtin_provider': builtinProvider,
  '0014_operators': operators,
  '0015_studio': studio,
  '0016_access': access,
  '0017_toto': toto,
  '0018_lotto': lotto,
  '0019_social': social,
  '0020_app': app,
  '0021_messages': messages,
  '0022_bonuses': bonuses,
  '0023_verification': verification,
  '0024_support': support,
  '0025_referral_transfer_conversion': referralTransferConversion,
  '0026_cashback': cashback,
  '0027_free_bets': freeBets,
  '0028_feed_games': feedGames,
  '0029_trading': trading,
  '0030_studio_created': studioCreated,
  '0031_cash_out': cashOut,
  '0032_tournament_prizes': tournamentPrizes,
  '0033_user_flags': userFlags,
  '0034_money_wheel': moneyWheel,
  '0035_scheduled_draws': scheduledDraws,
  '0036_block_appeals': blockAppeals,
  '0037_bet_builder': betBuilder,
  '0038_trading_exposure': tradingExposure,
  '0039_analytics_counters': analyticsCounters,
  '0040_account_frozen': accountFrozen,
  '0041_bonus_type': bonusType,
  '0042_user_status': userStatus,
  '0043_coupon_ref_id': couponRefId,
  '0044_registration_referral': registrationReferral,
  '0045_winnings_tax': winningsTax,
  '0046_hyper_bonus': hyperBonus,
  '0047_analytics_event_counters': analyticsEventCounters,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
