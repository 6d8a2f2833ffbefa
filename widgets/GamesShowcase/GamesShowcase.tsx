import { useEffect } from 'react';
import { useTranslation } from '../../runtime/i18n';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { QueryScope } from '../shared/bets/QueryScope';
import { useLazyStore } from '../shared/stores';
import { casinoApiStore } from '../../stores/casino';
import { usePreviewLight } from '../shared/casino/casinoQueries';
import { GameGrid } from '../shared/casino/GameTile';
import { GameSkeleton } from '../shared/casino/GameSkeleton';
import { EmptyState } from '../shared/casino/ListStates';
import { useFavoriteControl } from '../shared/casino/useFavoriteControl';
import type { GamesShowcaseProps } from '../../domain/widgetProps/GamesShowcase';
import '../shared/casino/casino.css';

function Showcase({ props }: { props: GamesShowcaseProps }) {
  const { t } = useTranslation();
  const casino = useLazyStore(casinoApiStore);
  const favorites = useFavoriteControl();
  const preview = usePreviewLight({
    whence: props.whence ?? 'home',
    ...(props.groupId ? { groupId: props.groupId } : {}),
    count: props.count ?? 16,
  });
  // SPEC section 8: a failed games preview is logged and the page goes on without it.
  useEffect(() => {
    if (preview.isError) {
      casino.report(`games preview failed: ${String(preview.error)}`);
    }
  }, [preview.isError, preview.error, casino]);
  if (preview.isPending) return <GameSkeleton />;
  if (preview.isError) return <EmptyState textKey={props.emptyKey} />;
  if (preview.data.games.length === 0) return <EmptyState textKey={props.emptyKey} />;
  return (
    <div className="casino">
      <GameGrid
        games={preview.data.games}
        favorites={favorites}
        label={t('casino:showcase_label')}
      />
    </div>
  );
}

/** The games of the home showcase, from the games preview; skeletons only while it loads. */
export default function GamesShowcase({ props }: WidgetRenderProps<GamesShowcaseProps>) {
  return (
    <QueryScope>
      <Showcase props={props} />
    </QueryScope>
  );
}
