// Redirect rules (docs/access.md "Redirects", docs/back-office.md): the brand's rules, searched by
// path and filtered by state, added, switched on or off and removed (POST/PUT/DELETE
// /operator-api/redirects, permission 'operations', each write audited by the server; a loop or
// an off-site target is refused and worded here).
import { useCallback, useState } from 'react';
import { REDIRECT_CODES, type RedirectCode } from '../../../domain/access/contract';
import { DeskChoice, DeskInput } from '../desk/Desk';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, type RedirectRule } from '../studioApi';
import { useT } from '../studioTexts';
import { RulesDesk } from './ruleParts';

const searchOf = (r: RedirectRule) => [r.from, r.to, r.reason];

export default function RedirectRules({ brand, operator }: StudioSectionProps) {
  const t = useT();
  const load = useCallback(() => studioApi.redirectRules(brand).then((a) => a.rules), [brand]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [code, setCode] = useState<RedirectCode>(301);
  const [reason, setReason] = useState('');

  return (
    <RulesDesk<RedirectRule>
      kind="redirects"
      operator={operator}
      title={t('section.redirects')}
      label={t('rules.redirects')}
      load={load}
      searchOf={searchOf}
      columns={(t) => [
        { head: t('rules.from'), cell: (r) => <code>{r.from}</code> },
        { head: t('rules.to'), cell: (r) => <code>{r.to}</code> },
        { head: t('rules.code'), cell: (r) => r.code },
        { head: t('rules.reason'), cell: (r) => r.reason },
      ]}
      save={(r, enabled) =>
        studioApi.saveRedirectRule(
          { brand, from: r.from, to: r.to, code: r.code, reason: r.reason, enabled },
          r.id,
        )
      }
      form={{
        id: 'redirect-add',
        title: t('rules.addRedirect'),
        hint: t('rules.redirectHint'),
        valid: from.trim() !== '' && to.trim() !== '' && /^[a-z0-9_]{1,40}$/.test(reason),
        add: () =>
          studioApi.saveRedirectRule({
            brand,
            from: from.trim(),
            to: to.trim(),
            code,
            reason,
            enabled: true,
          }),
        reset: () => {
          setFrom('');
          setTo('');
        },
        fields: (
          <>
            <DeskInput label={t('rules.from')} value={from} maxLength={200} onChange={setFrom} />
            <DeskInput label={t('rules.to')} value={to} maxLength={200} onChange={setTo} />
            <DeskChoice
              label={t('rules.code')}
              value={code}
              onChange={setCode}
              options={REDIRECT_CODES.map((c) => ({ value: c, text: String(c) }))}
            />
            <DeskInput
              label={t('rules.reason')}
              value={reason}
              maxLength={40}
              onChange={setReason}
            />
          </>
        ),
      }}
    />
  );
}
