// Redirect rules (docs/access.md "Redirects", docs/back-office.md): the brand's rules, searched by
// path and filtered by state, added, switched on or off and removed (POST/PUT/DELETE
// /operator-api/redirects, permission 'operations', each write audited by the server; a loop or
// an off-site target is refused and worded here).
import { useCallback, useMemo, useState } from 'react';
import { REDIRECT_CODES, type RedirectCode } from '../../../domain/access/contract';
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
import { studioApi, type RedirectRule } from '../studioApi';
import { useT } from '../studioTexts';
import { RuleSwitches, stateFilter, StateFilter, type RuleState } from './ruleParts';

export default function RedirectRules({ brand, operator }: StudioSectionProps) {
  const t = useT();
  const writer = can(operator, 'operations');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<RuleState>('');
  const fetch = useCallback(() => studioApi.redirectRules(brand).then((a) => a.rules), [brand]);
  const list = useDeskList<RedirectRule>(fetch);
  const action = useDeskAction(t);
  const shown = useMemo(
    () =>
      (list.items ?? []).filter(
        (r) => stateFilter(state, r.enabled) && matchesSearch(search, [r.from, r.to, r.reason]),
      ),
    [list.items, search, state],
  );
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [code, setCode] = useState<RedirectCode>(301);
  const [reason, setReason] = useState('');
  const valid = from.trim() !== '' && to.trim() !== '' && /^[a-z0-9_]{1,40}$/.test(reason);

  return (
    <Desk id="redirects" title={t('section.redirects')}>
      <DeskFilters label={t('desk.filters')}>
        <DeskSearch value={search} onChange={setSearch} />
        <StateFilter value={state} onChange={setState} />
      </DeskFilters>
      <DeskNotice message={action.message} />
      <DeskTable
        label={t('rules.redirects')}
        emptyText={t('rules.none')}
        list={list}
        shown={shown}
        rowKey={(r) => r.id}
        rowData={(r) => ({ 'data-rule-id': r.id })}
        columns={[
          { head: t('rules.from'), cell: (r) => <code>{r.from}</code> },
          { head: t('rules.to'), cell: (r) => <code>{r.to}</code> },
          { head: t('rules.code'), cell: (r) => r.code },
          { head: t('rules.reason'), cell: (r) => r.reason },
          { head: t('rules.state'), cell: (r) => t(r.enabled ? 'rules.on' : 'rules.off') },
          {
            head: t('desk.actions'),
            cell: (r) =>
              writer && (
                <RuleSwitches
                  kind="redirects"
                  id={r.id}
                  enabled={r.enabled}
                  action={action}
                  after={list.reload}
                  save={(enabled) =>
                    studioApi.saveRedirectRule(
                      { brand, from: r.from, to: r.to, code: r.code, reason: r.reason, enabled },
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
          id="redirect-add"
          title={t('rules.addRedirect')}
          submit={t('rules.add')}
          valid={valid}
          busy={action.busy}
          hint={t('rules.redirectHint')}
          onSubmit={() =>
            void action.act(
              () =>
                studioApi.saveRedirectRule({
                  brand,
                  from: from.trim(),
                  to: to.trim(),
                  code,
                  reason,
                  enabled: true,
                }),
              'rules.added',
              () => {
                setFrom('');
                setTo('');
                list.reload();
              },
            )
          }
        >
          <DeskInput label={t('rules.from')} value={from} maxLength={200} onChange={setFrom} />
          <DeskInput label={t('rules.to')} value={to} maxLength={200} onChange={setTo} />
          <DeskChoice
            label={t('rules.code')}
            value={code}
            onChange={setCode}
            options={REDIRECT_CODES.map((c) => ({ value: c, text: String(c) }))}
          />
          <DeskInput label={t('rules.reason')} value={reason} maxLength={40} onChange={setReason} />
        </DeskForm>
      )}
    </Desk>
  );
}
