import { useTranslation } from '../../runtime/i18n';
import type { TotoPick } from '../../domain/toto/index';

/** A ticket's picks per game as small numbered cells: "3 1X" is game 3, home win or draw. */
export function TotoTicketPicks({ picks }: { picks: readonly (readonly TotoPick[])[] }) {
  const { t } = useTranslation();
  return (
    <ol className="toto-ticket-picks" aria-label={t('toto:ticket_picks_label')}>
      {picks.map((set, position) => (
        <li key={position}>
          <span className="toto-ticket-picks__game" aria-hidden="true">
            {position + 1}
          </span>
          <span className="visually-hidden">{t('toto:game_n', { position: position + 1 })}</span>
          <span className="toto-ticket-picks__set">{set.join('')}</span>
        </li>
      ))}
    </ol>
  );
}
