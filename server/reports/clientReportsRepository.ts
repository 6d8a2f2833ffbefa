import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/index';
import type { ClientReportBody } from './clientReport';

export interface NewClientReport extends ClientReportBody {
  brand: string;
  userAgent: string | null;
}

export async function insertClientReport(
  db: Kysely<DatabaseSchema>,
  report: NewClientReport,
): Promise<void> {
  await db
    .insertInto('client_reports')
    .values({
      brand: report.brand,
      kind: report.kind,
      message: report.message,
      path: report.path ?? null,
      url: report.url ?? null,
      user_agent: report.userAgent,
    })
    .execute();
}
