import { useTranslation } from '../../runtime/i18n';

/** A ball's colour band: numbers in tens, as lottery draws colour them. */
function bandOf(n: number): number {
  return Math.floor((n - 1) / 10) % 5;
}

/**
 * Numbers as lottery balls, in the order given (a draw's order). `matched` marks the ones drawn
 * (a ticket's numbers), with words for screen readers as well as colour.
 */
export function LottoBalls({
  numbers,
  label,
  matched,
  size = 'medium',
}: {
  numbers: readonly number[];
  label: string;
  matched?: readonly number[] | null;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const hits = matched ? new Set(matched) : null;
  return (
    <ol className="lotto-balls" data-size={size} aria-label={label}>
      {numbers.map((n, i) => {
        const hit = hits?.has(n);
        return (
          <li
            key={`${n}-${i}`}
            className="lotto-ball"
            data-band={hits ? undefined : bandOf(n)}
            data-matched={hits ? String(Boolean(hit)) : undefined}
          >
            {n}
            {hit ? <span className="visually-hidden"> {t('lotto:matched_mark')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
