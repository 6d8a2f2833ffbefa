// Promo codes (docs/bonus.md "Promo codes", docs/back-office.md): the brand's codes with their use
// counts, searched and filtered by where they stand, and a new code defined (an amount paid or
// wagered, or a sports free bet; limits per customer and in all; validity). POST/GET
// /operator-api/promo-codes, permission 'operations'; the server checks the definition, refuses a
// code that exists (worded here) and audits each one as promo_code.create.
import { useCallback, useState } from 'react';
import {
  PROMO_CODE_PATTERN,
  PROMO_PHASES,
  promoPhase,
  type PromoPhase,
} from '../../../domain/bonus/promoCodes';
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
  DeskNotice,
  DeskSearchFilters,
  DeskTable,
  useDeskAction,
  useDeskList,
  useDeskSearch,
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
  const [phase, setPhase] = useState<PromoPhase | ''>('');
  const fetch = useCallback(() => studioApi.promoCodes(brand).then((a) => a.promoCodes), [brand]);
  const list = useDeskList<OperatorPromoCodeView>(fetch);
  const action = useDeskAction(t);
  const now = Date.now();
  const searched = useDeskSearch(
    list.items,
    (p) => [p.code, p.kind],
    (p) => phase === '' || phaseOf(p, now) === phase,
  );

  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('amount');
  const [amount, setAmount] = useState('');
  const [currencyId, setCurrencyId] = useState(DEFAULT_CURRENCY_ID);
  const [multiplier, setMultiplier] = useState('0');
  const [perCustomer, setPerCustomer] = useState('1');
  const [total, setTotal] = useState('100');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const currency = findCurrency(currencyId);
  const minor = currency ? decimalToMinorUnits(Number(amount), currency.minorUnitDigits) : null;
  const fromSec = secondsOfLocalInput(from);
  const toSec = secondsOfLocalInput(to);
  const wholeIn = (v: string, max: number) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max;
  const valid =
    CODE.test(code.trim()) &&
    amount.trim() !== '' &&
    minor !== null &&
    minor >= 1 &&
    (kind === 'free_bet' || (Number(multiplier) >= 0 && Number(multiplier) <= 100)) &&
    wholeIn(perCustomer, 1000) &&
    wholeIn(total, 10_000_000) &&
    fromSec !== null &&
    toSec !== null &&
    toSec > fromSec;

  return (
    <Desk id="promo-codes" title={t('section.promoCodes')}>
      <DeskSearchFilters search={searched}>
        <DeskChoice
          words="promo.phase"
          values={PROMO_PHASES}
          value={phase}
          onChange={setPhase}
          any
        />
      </DeskSearchFilters>
      <DeskNotice message={action.message} />
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
                  code: code.trim(),
                  kind,
                  amount: minor,
                  currencyId,
                  ...(kind === 'amount' ? { multiplier: Number(multiplier) } : {}),
                  perCustomerLimit: Number(perCustomer),
                  totalLimit: Number(total),
                  validFrom: new Date(fromSec * 1000).toISOString(),
                  validTo: new Date(toSec * 1000).toISOString(),
                }),
              'promo.created',
              () => {
                setCode('');
                list.reload();
              },
            );
          }}
        >
          <DeskInput label={t('promo.code')} value={code} maxLength={32} onChange={setCode} />
          <DeskChoice words="promo.kind" values={KINDS} value={kind} onChange={setKind} />
          <DeskInput
            label={t('promo.amount')}
            value={amount}
            inputMode="decimal"
            onChange={setAmount}
          />
          <DeskChoice
            label={t('promo.currency')}
            value={currencyId}
            onChange={setCurrencyId}
            options={SUPPORTED_CURRENCIES.map((c) => ({ value: c.id, text: c.iso }))}
          />
          {kind === 'amount' && (
            <DeskInput
              label={t('promo.multiplier')}
              value={multiplier}
              inputMode="decimal"
              onChange={setMultiplier}
            />
          )}
          <DeskInput
            label={t('promo.perCustomer')}
            value={perCustomer}
            inputMode="numeric"
            onChange={setPerCustomer}
          />
          <DeskInput
            label={t('promo.total')}
            value={total}
            inputMode="numeric"
            onChange={setTotal}
          />
          <DeskInput
            label={t('promo.validFrom')}
            value={from}
            type="datetime-local"
            onChange={setFrom}
          />
          <DeskInput label={t('promo.validTo')} value={to} type="datetime-local" onChange={setTo} />
        </DeskForm>
      )}
    </Desk>
  );
}
