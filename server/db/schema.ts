import type { ColumnType, Generated } from 'kysely';
import type { AccessTables } from '../access/tables';
import type { AuthTables } from '../auth/tables';
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
import type { TotoTables } from '../toto/tables';

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
    LottoTables {
  client_reports: ClientReportsTable;
}
