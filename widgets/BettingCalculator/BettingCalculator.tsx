import { useId, useState } from 'react';
import { numberFormat, useTranslation } from '../../runtime/i18n';
import {
  CALCULATOR_KINDS,
  CALCULATOR_MAX_BETS,
  calculateBets,
  minimumBets,
  type CalculatorKind,
  type LegResult,
} from '../../domain/coupon';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { BettingCalculatorProps } from '../../domain/widgetProps/BettingCalculator';
import './BettingCalculator.css';

interface Row {
  id: number;
  coef: string;
  result: LegResult;
}

const RESULTS: readonly LegResult[] = ['won', 'lost', 'void'];

/** Reads "1,85" or "1.85" as 1.85; anything else is NaN, which the rules refuse. */
function numberOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const money = (minor: number, lng: string) =>
  numberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

/** A thin form over calculateBets (domain/coupon): the same sums the coupon shows. */
export default function BettingCalculator({ props }: WidgetRenderProps<BettingCalculatorProps>) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [kind, setKind] = useState<CalculatorKind>('express');
  const [stake, setStake] = useState('100');
  const [systemValue, setSystemValue] = useState(2);
  const [rows, setRows] = useState<Row[]>(() =>
    Array.from({ length: props.initialBets ?? 3 }, (_, i) => ({
      id: i + 1,
      coef: '1.85',
      result: 'won',
    })),
  );
  const stakeMajor = numberOf(stake);
  const input = {
    kind,
    coefs: rows.map((r) => numberOf(r.coef)),
    stake: Number.isFinite(stakeMajor) ? Math.round(stakeMajor * 100) : Number.NaN,
    systemValue,
    results: rows.map((r) => r.result),
  };
  const result = calculateBets(input);
  const update = (id: number, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...change } : r)));
  const systemValues = Array.from({ length: Math.max(0, rows.length - 2) }, (_, i) => i + 2);
  const lng = i18n.language;

  return (
    <section className="betting-calculator" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t('calculator:title')}</h2>
      <fieldset className="betting-calculator__kinds">
        <legend>{t('calculator:kind_label')}</legend>
        {CALCULATOR_KINDS.map((k) => (
          <label key={k}>
            <input
              type="radio"
              name={`${formId}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            {t(`calculator:kind_${k}`)}
          </label>
        ))}
      </fieldset>
      <table className="betting-calculator__bets">
        <caption>{t('calculator:bets_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('calculator:coef')}</th>
            <th scope="col">{t('calculator:result')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('calculator:remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id}>
              <th scope="row">{i + 1}</th>
              <td>
                <input
                  inputMode="decimal"
                  aria-label={t('calculator:coef_of', { n: i + 1 })}
                  value={row.coef}
                  onChange={(e) => update(row.id, { coef: e.target.value })}
                />
              </td>
              <td>
                <select
                  aria-label={t('calculator:result_of', { n: i + 1 })}
                  value={row.result}
                  onChange={(e) => update(row.id, { result: e.target.value as LegResult })}
                >
                  {RESULTS.map((r) => (
                    <option key={r} value={r}>
                      {t(`calculator:result_${r}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <button
                  type="button"
                  className="button"
                  disabled={rows.length <= 1}
                  onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}
                  aria-label={t('calculator:remove_of', { n: i + 1 })}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <button
          type="button"
          className="button"
          disabled={rows.length >= CALCULATOR_MAX_BETS}
          onClick={() =>
            setRows((all) => [
              ...all,
              { id: Math.max(0, ...all.map((r) => r.id)) + 1, coef: '1.50', result: 'won' },
            ])
          }
        >
          {t('calculator:add')}
        </button>
      </p>
      <div className="betting-calculator__fields">
        <label>
          {t(kind === 'singles' ? 'calculator:stake_each' : 'calculator:stake')}
          <input inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value)} />
        </label>
        {kind === 'system' && systemValues.length > 0 && (
          <label>
            {t('calculator:system_value')}
            <select value={systemValue} onChange={(e) => setSystemValue(Number(e.target.value))}>
              {systemValues.map((v) => (
                <option key={v} value={v}>
                  {t('calculator:system_of', { value: v, count: rows.length })}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <output className="betting-calculator__result" aria-live="polite" htmlFor={formId}>
        {result.ok ? (
          <dl>
            <dt>{t('calculator:total_coef')}</dt>
            <dd data-testid="calculator-coef">{result.coef.toFixed(2)}</dd>
            <dt>{t('calculator:combinations')}</dt>
            <dd>{result.combinations}</dd>
            <dt>{t('calculator:total_stake')}</dt>
            <dd>{money(result.totalStake, lng)}</dd>
            <dt>{t('calculator:possible_win')}</dt>
            <dd data-testid="calculator-possible-win">{money(result.possibleWin, lng)}</dd>
            <dt>{t('calculator:payout')}</dt>
            <dd data-testid="calculator-payout">{money(result.payout, lng)}</dd>
          </dl>
        ) : (
          <p role="alert">
            {t(`calculator:problem_${result.problem}`, { min: minimumBets(kind) })}
          </p>
        )}
      </output>
    </section>
  );
}
