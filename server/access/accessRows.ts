// Rows of the access tables as the domain rules and the operator answers read them.
import type { Selectable } from 'kysely';
import type {
  BlockAudience,
  BlockReason,
  BlockRule,
  MaintenanceWindowRecord,
  RedirectCode,
  RedirectRule,
} from '../../domain/access/contract';
import { blockRuleInputOf, type BlockRuleSpec } from '../../domain/access/blockRules';
import { redirectRuleInputOf, type RedirectRuleSpec } from '../../domain/access/redirectRules';
import { parseSitePath, parseSitePattern } from '../../domain/access/sitePaths';
import type { BlockRulesTable, MaintenanceWindowsTable, RedirectRulesTable } from './tables';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const secondsOrNull = (d: Date | null) => (d === null ? null : seconds(d));

export function redirectRuleOfRow(row: Selectable<RedirectRulesTable>): RedirectRuleSpec {
  return {
    id: String(row.id),
    // Saved rules passed the same parse; a row edited by hand that no longer parses never matches.
    from: parseSitePattern(row.from_path) ?? { path: '\u0000', wildcard: false },
    to: parseSitePath(row.to_path, true) ?? '',
    code: row.code as RedirectCode,
    reason: row.reason,
    enabled: row.enabled,
  };
}

export function redirectRuleAnswer(row: Selectable<RedirectRulesTable>): RedirectRule {
  return {
    id: String(row.id),
    ...redirectRuleInputOf({ ...redirectRuleOfRow(row), brand: row.brand }),
    updatedAt: seconds(row.updated_at),
  };
}

export function blockRuleOfRow(row: Selectable<BlockRulesTable>): BlockRuleSpec {
  const routes = (row.routes as string[]).map((r) => parseSitePattern(r, true));
  return {
    id: String(row.id),
    countries: row.countries as string[],
    routes: routes.some((r) => r === null)
      ? [{ path: '\u0000', wildcard: false }]
      : (routes as NonNullable<(typeof routes)[number]>[]).filter(
          (r) => !(r.wildcard && r.path === ''),
        ),
    audience: row.audience as BlockAudience,
    displayTypeId: row.display_type_id as BlockReason,
    templateTypeId: row.template_type_id,
    priority: row.priority,
    enabled: row.enabled,
  };
}

export function blockRuleAnswer(row: Selectable<BlockRulesTable>): BlockRule {
  return {
    id: String(row.id),
    ...blockRuleInputOf({ ...blockRuleOfRow(row), brand: row.brand }),
    updatedAt: seconds(row.updated_at),
  };
}

export function maintenanceWindowOfRow(
  row: Selectable<MaintenanceWindowsTable>,
): MaintenanceWindowRecord {
  return {
    id: String(row.id),
    started_at: seconds(row.started_at),
    ended_at: secondsOrNull(row.ended_at),
    notify_started_at: secondsOrNull(row.notify_started_at),
    notify_ended_at: secondsOrNull(row.notify_ended_at),
    isActive: row.is_active,
    web_state: row.web_state,
  };
}
