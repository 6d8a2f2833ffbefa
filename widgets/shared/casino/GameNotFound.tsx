import { Link } from 'react-router-dom';
import { useTranslation } from '../../../runtime/i18n';
import { localizedPath } from '../localizedPath';
import { useCurrentLanguage } from '../useCurrentLanguage';
import { EmptyState } from './ListStates';

/** A game's address that names no game: said so, with the way back to the lobby. */
export function GameNotFound() {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  return (
    <EmptyState textKey="casino:game_not_found">
      <Link className="casino-button" to={localizedPath(lng, 'casino-lobby')}>
        {t('casino:to_lobby')}
      </Link>
    </EmptyState>
  );
}
