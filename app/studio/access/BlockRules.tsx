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
  DeskChoice,
  DeskFilters,
  DeskForm,
  DeskInput,
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
        <DeskForm
          id="block-add"
          title={t('rules.addBlock')}
          submit={t('rules.add')}
          valid={valid}
          busy={action.busy}
          hint={t('rules.blockHint')}
          onSubmit={() =>
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
            )
          }
        >
          <DeskInput
            label={t('rules.countries')}
            value={countries}
            maxLength={300}
            onChange={setCountries}
          />
          <DeskInput
            label={t('rules.routes')}
            value={routes}
            maxLength={500}
            onChange={setRoutes}
          />
          <DeskChoice
            label={t('rules.audience')}
            value={audience}
            onChange={setAudience}
            options={AUDIENCES.map((a) => ({ value: a, text: t(`rules.audience.${a}`) }))}
          />
          <DeskChoice
            label={t('rules.page')}
            value={reason}
            onChange={setReason}
            options={BLOCK_REASONS.map((r) => ({ value: r, text: t(`rules.blockReason.${r}`) }))}
          />
          <DeskInput
            label={t('rules.priority')}
            value={priority}
            inputMode="numeric"
            maxLength={6}
            onChange={setPriority}
          />
        </DeskForm>
      )}
    </Desk>
  );
}
