import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { useTotoDraw } from '../shared/toto/totoQueries';
import { useTotoFormat } from './totoFormat';
import { ColumnHeads } from '../shared/ColumnHeads';

/**
 * The rules in short (domain/toto house rules): games per draw, the prize tiers and their shares,
 * the operator's share, how a cancelled game counts, the rounding rule, stakes and lines.
 */
export function TotoRules() {
  const { t } = useTranslation();
  const format = useTotoFormat();
  const titleId = useId();
  // The rules come with every draw answer; the open draw's is shared with the draw section.
  const rules = useTotoDraw('current').data?.rules;
  return (
    <aside className="toto-rules" aria-labelledby={titleId} aria-busy={!rules}>
      <h2 id={titleId} className="toto-rules__title">
        {t('toto:rules_title')}
      </h2>
      {rules ? (
        <>
          <p>{t('toto:rules_intro', { games: rules.gamesPerDraw })}</p>
          <table className="toto-list toto-rules__tiers">
            <caption className="visually-hidden">{t('toto:rules_tiers_caption')}</caption>
            <ColumnHeads
              columns={[
                t('toto:col_correct'),
                { label: t('toto:col_share'), className: 'toto-num' },
              ]}
            />
            <tbody>
              {rules.tiers.map((tier) => (
                <tr key={tier.correct}>
                  <th scope="row">{t('toto:tier_correct', { correct: tier.correct })}</th>
                  <td className="toto-num">{format.share(tier.shareBp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="toto-rules__list">
            <li>{t('toto:rules_operator', { share: format.share(rules.operatorShareBp) })}</li>
            <li>{t('toto:rules_lines', { maxLines: rules.maxLines })}</li>
            <li>{t('toto:rules_cancelled')}</li>
            <li>{t('toto:rules_rounding')}</li>
            <li>{t('toto:rules_jackpot')}</li>
            <li>{t('toto:rules_closing')}</li>
          </ul>
        </>
      ) : (
        <div className="toto-rules__placeholder" aria-hidden="true" />
      )}
    </aside>
  );
}
