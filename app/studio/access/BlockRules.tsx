// Block rules (docs/access.md "Blocks", docs/back-office.md): the brand's rules by country, route
// and audience, searched and filtered by state, added, switched on or off and removed
// (POST/PUT/DELETE /operator-api/blocks, permission 'operations', each write audited by the
// server). A rule decides the block page a visitor lands on.
import { useCallback, useState } from 'react';
import {
  BLOCK_REASONS,
  type BlockAudience,
  type BlockReason,
  type BlockRule,
} from '../../../domain/access/contract';
import { DeskChoice, DeskInput, useDeskField } from '../desk/Desk';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi } from '../studioApi';
import { useT } from '../studioTexts';
import { RulesDesk } from './ruleParts';

const AUDIENCES: readonly BlockAudience[] = ['all', 'guests', 'customers', 'banned'];

/** "ru, gb" → ['RU', 'GB']; "casino, promo/*" → ['casino', 'promo/*']. */
const listOf = (text: string, upper = false) =>
  text
    .split(/[\s,]+/)
    .map((s) => (upper ? s.toUpperCase() : s))
    .filter(Boolean);

const searchOf = (r: BlockRule) => [...r.countries, ...r.routes, r.audience];

export default function BlockRules({ brand, operator }: StudioSectionProps) {
  const t = useT();
  const load = useCallback(() => studioApi.blockRules(brand).then((a) => a.rules), [brand]);
  const countries = useDeskField();
  const routes = useDeskField();
  const [audience, setAudience] = useState<BlockAudience>('all');
  const [reason, setReason] = useState<BlockReason>(1);
  const priority = useDeskField('100');

  return (
    <RulesDesk<BlockRule>
      kind="blocks"
      operator={operator}
      title={t('section.blocks')}
      label={t('rules.blocks')}
      load={load}
      searchOf={searchOf}
      columns={(t) => [
        { head: t('rules.countries'), cell: (r) => r.countries.join(', ') || t('rules.every') },
        { head: t('rules.routes'), cell: (r) => r.routes.join(', ') || t('rules.every') },
        { head: t('rules.audience'), cell: (r) => t(`rules.audience.${r.audience}`) },
        { head: t('rules.page'), cell: (r) => t(`rules.blockReason.${r.displayTypeId}`) },
        { head: t('rules.priority'), cell: (r) => r.priority },
      ]}
      save={(r, enabled) =>
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
      form={{
        id: 'block-add',
        title: t('rules.addBlock'),
        hint: t('rules.blockHint'),
        valid: /^[0-9]{1,6}$/.test(priority.value),
        add: () =>
          studioApi.saveBlockRule({
            brand,
            countries: listOf(countries.value, true),
            routes: listOf(routes.value),
            audience,
            displayTypeId: reason,
            priority: Number(priority.value),
            enabled: true,
          }),
        reset: () => {
          countries.onChange('');
          routes.onChange('');
        },
        fields: (
          <>
            <DeskInput label={t('rules.countries')} maxLength={300} {...countries} />
            <DeskInput label={t('rules.routes')} maxLength={500} {...routes} />
            <DeskChoice
              words="rules.audience"
              values={AUDIENCES}
              value={audience}
              onChange={setAudience}
            />
            <DeskChoice
              words="rules.blockReason"
              values={BLOCK_REASONS}
              label={t('rules.page')}
              value={reason}
              onChange={setReason}
            />
            <DeskInput
              label={t('rules.priority')}
              inputMode="numeric"
              maxLength={6}
              {...priority}
            />
          </>
        ),
      }}
    />
  );
}
