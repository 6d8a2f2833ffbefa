// Promo codes (docs/bonus.md "Promo codes", docs/back-office.md): the brand's codes with their use
// counts, searched and filtered by where they stand, and a new code defined (an amount paid or
// wagered, or a sports free bet; limits per customer and in all; validity). POST/GET
// /operator-api/promo-codes, permission 'operations'; the server checks the definition, refuses a
// code that exists (worded here) and audits each one as promo_code.create.
import { useCallback, useState } from 'react';
import { PROMO_CODE_PATTERN, PROMO_PHASES, promoPhase } from '../../../domain/bonus/promoCodes';
import {
  DEFAULT_CURRENCY_ID,
  SUPPORTED_CURRENCIES,
  findCurrency,
} from '../../../domain/money/currencies';
import { decimalToMinorUnits, formatMoney } from '../../../domain/money/amounts';
import { can } from '../../../domain/operators/roles';
import {
  Desk,
  DeskChoice,
  DeskForm,
  DeskInput,
  DeskSearchChoice,
  DeskTable,
  useDeskAction,
  useDeskField,
  useDeskList,
  useDeskSearchChoice,
  when,
} from '../desk/Desk';
import { secondsOfLocalInput } from '../desk/deskModel';
import type { StudioSectionProps } from '../sectionProps';
import { studioApi, type OperatorPromoCodeView } from '../studioApi';
import { useT } from '../studioTexts';

const CODE = new RegExp(PROMO_CODE_PATTERN);
const KINDS = ['amount', 'free_bet'] as const;
type Kind = (typeof KINDS)[number];

const phaseOf = (p: OperatorPromoCodeView, nowMs: number) =>
  promoPhase(
    {
      validFromMs: Date.parse(p.validFrom),
      validToMs: Date.parse(p.validTo),
      totalLimit: p.totalLimit,
    },
    p.redeemed,
    nowMs,
  );

const moneyOf = (p: OperatorPromoCodeView) => {
  const currency = findCurrency(p.currencyId);
  return currency ? formatMoney(p.amount, currency) : String(p.amount);
};

export default function PromoCodesDesk({ brand, operator }: StudioSectionProps) {
  const t = useT();
  const writer = can(operator, 'operations');
  const fetch = useCallback(() => studioApi.promoCodes(brand).then((a) => a.promoCodes), [brand]);
  const list = useDeskList<OperatorPromoCodeView>(fetch);
  const action = useDeskAction(t);
  const now = Date.now();
  const searched = useDeskSearchChoice(
    list.items,
    (p) => [p.code, p.kind],
    (p) => phaseOf(p, now),
  );

  const code = useDeskField();
  const [kind, setKind] = useState<Kind>('amount');
  const amount = useDeskField();
  const [currencyId, setCurrencyId] = useState(DEFAULT_CURRENCY_ID);
  const multiplier = useDeskField('0');
  const perCustomer = useDeskField('1');
  const total = useDeskField('100');
  const from = useDeskField();
  const to = useDeskField();
  const currency = findCurrency(currencyId);
  const minor = currency
    ? decimalToMinorUnits(Number(amount.value), currency.minorUnitDigits)
    : null;
  const fromSec = secondsOfLocalInput(from.value);
  const toSec = secondsOfLocalInput(to.value);
  const wholeIn = (v: string, max: number) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max;
  const valid =
    CODE.test(code.value.trim()) &&
    amount.value.trim() !== '' &&
    minor !== null &&
    minor >= 1 &&
    (kind === 'free_bet' || (Number(multiplier.value) >= 0 && Number(multiplier.value) <= 100)) &&
    wholeIn(perCustomer.value, 1000) &&
    wholeIn(total.value, 10_000_000) &&
    fromSec !== null &&
    toSec !== null &&
    toSec > fromSec;

  return (
    <Desk id="promo-codes" title={t('section.promoCodes')}>
      <DeskSearchChoice
        search={searched}
        words="promo.phase"
        values={PROMO_PHASES}
        value={searched.chosen}
        onChange={searched.choose}
        message={action.message}
      />
      <DeskTable
        label={t('promo.list')}
        emptyText={t('promo.none')}
        list={list}
        shown={searched.shown}
        rowKey={(p) => p.id}
        rowData={(p) => ({ 'data-promo-code': p.code, 'data-phase': phaseOf(p, now) })}
        columns={[
          { head: t('promo.code'), cell: (p) => <code>{p.code}</code> },
          { head: t('promo.kind'), cell: (p) => t(`promo.kind.${p.kind}`) },
          { head: t('promo.amount'), cell: moneyOf },
          {
            head: t('promo.multiplier'),
            cell: (p) => (p.kind === 'free_bet' ? '' : `×${p.multiplier}`),
          },
          { head: t('promo.valid'), cell: (p) => `${when(p.validFrom)} – ${when(p.validTo)}` },
          {
            head: t('promo.uses'),
            cell: (p) =>
              t('promo.usesOf', {
                redeemed: p.redeemed,
                total: p.totalLimit,
                perCustomer: p.perCustomerLimit,
              }),
          },
          { head: t('promo.phase'), cell: (p) => t(`promo.phase.${phaseOf(p, now)}`) },
        ]}
      />
      {writer && (
        <DeskForm
          id="promo-add"
          title={t('promo.add')}
          submit={t('promo.create')}
          valid={valid}
          busy={action.busy}
          hint={t('promo.hint')}
          onSubmit={() => {
            if (minor === null || fromSec === null || toSec === null) return;
            void action.act(
              () =>
                studioApi.createPromoCode({
                  brand,
                  code: code.value.trim(),
                  kind,
                  amount: minor,
                  currencyId,
                  ...(kind === 'amount' ? { multiplier: Number(multiplier.value) } : {}),
                  perCustomerLimit: Number(perCustomer.value),
                  totalLimit: Number(total.value),
                  validFrom: new Date(fromSec * 1000).toISOString(),
                  validTo: new Date(toSec * 1000).toISOString(),
                }),
              'promo.created',
              () => {
                code.onChange('');
                list.reload();
              },
            );
          }}
        >
          <DeskInput label={t('promo.code')} maxLength={32} {...code} />
          <DeskChoice words="promo.kind" values={KINDS} value={kind} onChange={setKind} />
          <DeskInput label={t('promo.amount')} inputMode="decimal" {...amount} />
          <DeskChoice
            label={t('promo.currency')}
            value={currencyId}
            onChange={setCurrencyId}
            options={SUPPORTED_CURRENCIES.map((c) => ({ value: c.id, text: c.iso }))}
          />
          {kind === 'amount' && (
            <DeskInput label={t('promo.multiplier')} inputMode="decimal" {...multiplier} />
          )}
          <DeskInput label={t('promo.perCustomer')} inputMode="numeric" {...perCustomer} />
          <DeskInput label={t('promo.total')} inputMode="numeric" {...total} />
          <DeskInput label={t('promo.validFrom')} type="datetime-local" {...from} />
          <DeskInput label={t('promo.validTo')} type="datetime-local" {...to} />
        </DeskForm>
      )}
    </Desk>
  );
}
