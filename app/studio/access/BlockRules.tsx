// Block rules (docs/access.md "Blocks", docs/back-office.md): the brand's rules by country, route
// and audience, searched and filtered by state, added, switched on or off and removed
// (POST/PUT/DELETE /operator-api/blocks, permission 'operations', each write audited by the
// server). A rule decides the block page a visitor lands on.
import { useCallback, useMemo, useState } from 'react';
import {
  BLOCK_REASONS,
  type BlockAudience,
  type BlockReason,
  type BlockRule,
} from '../../../domain/access/contract';
import { can } from '../../../domain/operators/roles';
import {
  Desk,
  DeskFilters,
  DeskNotice,
  DeskSearch,
  DeskTable,
  matchesSearch,
  useDeskAction,
  useDeskList,
} from '../desk/Desk';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi } from '../studioApi';
import { useT } from '../studioTexts';
import { RuleSwitches, stateFilter, StateFilter, type RuleState } from './ruleParts';

const AUDIENCES: readonly BlockAudience[] = ['all', 'guests', 'customers', 'banned'];

/** "ru, gb" → ['RU', 'GB']; "casino, promo/*" → ['casino', 'promo/*']. */
const listOf = (text: string, upper = false) =>
  text
    .split(/[\s,]+/)
    .map((s) => (upper ? s.toUpperCase() : s))
    .filter(Boolean);

export default function BlockRules({ brand, operator }: StudioSectionProps) {
  const t = useT();
  const writer = can(operator, 'operations');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<RuleState>('');
  const fetch = useCallback(() => studioApi.blockRules(brand).then((a) => a.rules), [brand]);
  const list = useDeskList<BlockRule>(fetch);
  const action = useDeskAction(t);
  const shown = useMemo(
    () =>
      (list.items ?? []).filter(
        (r) =>
          stateFilter(state, r.enabled) &&
          matchesSearch(search, [...r.countries, ...r.routes, r.audience]),
      ),
    [list.items, search, state],
  );
  const [countries, setCountries] = useState('');
  const [routes, setRoutes] = useState('');
  const [audience, setAudience] = useState<BlockAudience>('all');
  const [reason, setReason] = useState<BlockReason>(1);
  const [priority, setPriority] = useState('100');
  const valid = /^[0-9]{1,6}$/.test(priority);

  return (
    <Desk id="blocks" title={t('section.blocks')}>
      <DeskFilters label={t('desk.filters')}>
        <DeskSearch value={search} onChange={setSearch} />
        <StateFilter value={state} onChange={setState} />
      </DeskFilters>
      <DeskNotice message={action.message} />
      <DeskTable
        label={t('rules.blocks')}
        emptyText={t('rules.none')}
        list={list}
        shown={shown}
        rowKey={(r) => r.id}
        rowData={(r) => ({ 'data-rule-id': r.id })}
        columns={[
          { head: t('rules.countries'), cell: (r) => r.countries.join(', ') || t('rules.every') },
          { head: t('rules.routes'), cell: (r) => r.routes.join(', ') || t('rules.every') },
          { head: t('rules.audience'), cell: (r) => t(`rules.audience.${r.audience}`) },
          { head: t('rules.page'), cell: (r) => t(`rules.blockReason.${r.displayTypeId}`) },
          { head: t('rules.priority'), cell: (r) => r.priority },
          { head: t('rules.state'), cell: (r) => t(r.enabled ? 'rules.on' : 'rules.off') },
          {
            head: t('desk.actions'),
            cell: (r) =>
              writer && (
                <RuleSwitches
                  kind="blocks"
                  id={r.id}
                  enabled={r.enabled}
                  action={action}
                  after={list.reload}
                  save={(enabled) =>
                    studioApi.saveBlockRule(
                      {
                        brand,
                        countries: r.countries,
                        routes: r.routes,
                        audience: r.audience,
                        displayTypeId: r.displayTypeId,
                        templateTypeId: r.templateTypeId,
                        priority: r.priority,
                        enabled,
                      },
                      r.id,
                    )
                  }
                />
              ),
          },
        ]}
      />
      {writer && (
        <form
          className="ops-panel"
          aria-labelledby="block-add-title"
          onSubmit={(e) => {
            e.preventDefault();
            if (!valid) return;
            void action.act(
              () =>
                studioApi.saveBlockRule({
                  brand,
                  countries: listOf(countries, true),
                  routes: listOf(routes),
                  audience,
                  displayTypeId: reason,
                  priority: Number(priority),
                  enabled: true,
                }),
              'rules.added',
              () => {
                setCountries('');
                setRoutes('');
                list.reload();
              },
            );
          }}
        >
          <h2 id="block-add-title">{t('rules.addBlock')}</h2>
          <div className="ops-filters">
            <label className="studio-field-inline">
              {t('rules.countries')}
              <input
                value={countries}
                maxLength={300}
                onChange={(e) => setCountries(e.target.value)}
              />
            </label>
            <label className="studio-field-inline">
              {t('rules.routes')}
              <input value={routes} maxLength={500} onChange={(e) => setRoutes(e.target.value)} />
            </label>
            <label className="studio-field-inline">
              {t('rules.audience')}
              <select
                value={audience}
                onChange={(e) => setAudience(e.target.value as BlockAudience)}
              >
                {AUDIENCES.map((a) => (
                  <option key={a} value={a}>
                    {t(`rules.audience.${a}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="studio-field-inline">
              {t('rules.page')}
              <select
                value={reason}
                onChange={(e) => setReason(Number(e.target.value) as BlockReason)}
              >
                {BLOCK_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`rules.blockReason.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="studio-field-inline">
              {t('rules.priority')}
              <input
                inputMode="numeric"
                value={priority}
                maxLength={6}
                onChange={(e) => setPriority(e.target.value)}
              />
            </label>
            <button
              type="submit"
              className="studio-button primary"
              disabled={action.busy || !valid}
            >
              {t('rules.add')}
            </button>
          </div>
          <p className="studio-muted">{t('rules.blockHint')}</p>
        </form>
      )}
    </Desk>
  );
}
