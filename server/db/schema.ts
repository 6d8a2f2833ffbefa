import type { ColumnType, Generated } from 'kysely';
import type { AccessTables } from '../access/tables';
import type { AuthTables } from '../auth/tables';
import type { BonusTables } from '../bonus/tables';
import type { BuiltinProviderTables } from '../casino/builtin/tables';
import type { CasinoCatalogueTables } from '../casino/catalogue/tables';
import type { CasinoWalletTables } from '../casino/wallet/tables';
import type { CouponTables } from '../coupon/tables';
import type { LimitTables } from '../limits/tables';
import type { MoneyTables } from '../money/tables';
import type { OperatorTables } from '../operators/tables';
import type { SportsTables } from '../sports/tables';
import type { StudioTables } from '../studio/tables';
import type { LottoTables } from '../lotto/tables';
import type { SocialTables } from '../social/tables';
import type { TotoTables } from '../toto/tables';
import type { PushTables } from '../push/tables';
import type { AnalyticsTables } from '../analytics/tables';
import type { VerificationTables } from '../verification/tables';
import type { SupportTables } from '../support/tables';
import type { ReferralTables } from '../referral/tables';
import type { MessagesTables } from '../messages/tables';
import type { TradingTables } from '../trading/tables';

/** Rows the client reports about broken widgets, parts and schemas (POST /bff-api/reports). */
export interface ClientReportsTable {
  id: Generated<string>;
  brand: string;
  kind: string;
  message: string;
  path: string | null;
  url: string | null;
  user_agent: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** The database as Kysely sees it: each bounded context declares its own tables. */
export interface DatabaseSchema
  extends
    AuthTables,
    BonusTables,
    MoneyTables,
    SportsTables,
    CouponTables,
    CasinoCatalogueTables,
    CasinoWalletTables,
    BuiltinProviderTables,
    LimitTables,
    OperatorTables,
    StudioTables,
    AccessTables,
    TotoTables,
    LottoTables,
    SocialTables,
    PushTables,
    AnalyticsTables,
    VerificationTables,
    SupportTables,
    ReferralTables,
    MessagesTables,
    TradingTables {
  client_reports: ClientReportsTable;
}
