import { numberFormat, useTranslation } from '../../../runtime/i18n';
import type { BonusProduct } from '../../../domain/bonus/index';

/** The wagering terms of a bonus or an offer: multiplier, least odds or game weights, expiry. */
export function BonusTermsList({
  product,
  multiplier,
  minOdds,
  gameWeights,
  expiry,
}: {
  product: BonusProduct | null;
  multiplier?: number;
  minOdds: number | null;
  gameWeights: Record<string, number> | null;
  expiry: string;
}) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <dl className="bonus-terms">
      {multiplier !== undefined && (
        <>
          <dt>{t('bonus:terms_multiplier')}</dt>
          <dd>{t('bonus:terms_multiplier_value', { multiplier: number.format(multiplier) })}</dd>
        </>
      )}
      {product !== 'casino' && minOdds !== null && (
        <>
          <dt>{t('bonus:terms_min_odds')}</dt>
          <dd>{number.format(minOdds)}</dd>
        </>
      )}
      {product !== 'sports' && gameWeights && (
        <>
          <dt>{t('bonus:terms_game_weights')}</dt>
          <dd>
            {Object.entries(gameWeights)
              .map(
                ([section, weight]) =>
                  `${t(`bonus:section_${section.replace(/-/g, '_')}`, { defaultValue: section })} ${number.format(weight)}%`,
              )
              .join(', ')}
          </dd>
        </>
      )}
      <dt>{t('bonus:terms_expiry')}</dt>
      <dd>{expiry}</dd>
    </dl>
  );
}
