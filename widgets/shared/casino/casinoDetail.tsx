import type { ReactElement, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '../../../runtime/i18n';
import { failureOf } from '../../../runtime/api';
import { QueryScope } from '../bets/QueryScope';
import { localizedPath } from '../localizedPath';
import { useCurrentLanguage } from '../useCurrentLanguage';
import { QueryStates } from './ListStates';

/**
 * A casino page of one thing (a game, a promotion, a tournament): `notFound` when the route names
 * none or the server does not know it (404), the query's loading or failed state, else its view.
 * Called in the caller's render (not a component), so an observer caller sees what the view reads.
 */
export function detailView<T>(
  named: boolean,
  query: UseQueryResult<T>,
  notFound: ReactElement,
  view: (data: T) => ReactElement,
): ReactElement {
  if (!named || (query.isError && failureOf(query.error)?.status === 404)) return notFound;
  if (query.isPending || query.isError) return <QueryStates query={query} />;
  return view(query.data);
}

function idOf(text: string | undefined): number | undefined {
  return text !== undefined && /^[0-9]{1,9}$/.test(text) ? Number(text) : undefined;
}

/** A bonus page of one promotion or tournament: the way back, and the one the route's id names. */
export function BonusDetailPage(p: {
  idParam: string;
  backPath: string;
  backKey: string;
  children: (id: number | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const id = idOf(useParams()[p.idParam]);
  return (
    <div className="casino">
      <Link to={localizedPath(lng, p.backPath)}>{t(p.backKey)}</Link>
      <QueryScope>{p.children(id)}</QueryScope>
    </div>
  );
}
