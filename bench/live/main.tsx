// Runs in Chromium on a production build: the real stores (createRootStore), the real live client
// (runtime/api createEventStream over the browser's EventSource) and the real odds cell render a
// line page of 200 games; the bench server pushes coefficient changes. The page publishes what it
// received and rendered on window.benchLive.
import { resetRenderCounts, renderCounts, markComponent } from './renderCounter';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { observe } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createApiClient, createEventStream } from '../../runtime/api';
import { createI18n, I18nextProvider } from '../../runtime/i18n';
import type { SiteConfig } from '../../runtime/schema/types';
import { createRootStore, type RootStore } from '../../stores';
import { StoresProvider, useStores } from '../../widgets/shared/stores';
import OddsButton from '../../widgets/OddsCell/OddsButton';
import enOdds from '../../configs/locales/en/odds.json';

const GAMES = 200;
const QUERY = { type: 'line', limit: GAMES } as const;

/** Live deltas received, and movement marks cleared (a cell's second render, 3 s later). */
const received = { deltas: 0, movementCleared: 0 };

const GameRow = observer(function GameRow({ gameId }: { gameId: number }) {
  const { sports } = useStores();
  const game = sports.game(gameId);
  if (!game) return null;
  return (
    <div className="bench-game">
      <span>{game.number}</span>
      <span>
        {game.home?.name} - {game.away?.name}
      </span>
      <span>{game.score.formatted}</span>
      {sports.marketsOf(game).map((market) => (
        <span key={market.id} className="bench-market">
          {market.outcomeIds.map((id) => (
            <OddsButton key={id} outcomeId={id} />
          ))}
        </span>
      ))}
    </div>
  );
});

const LinePage = observer(function LinePage() {
  const { sports } = useStores();
  const ids = sports.gameList(QUERY).data?.gameIds;
  useEffect(() => (ids ? sports.subscribe(ids) : undefined), [sports, ids]);
  return (
    <main>
      {ids?.map((id) => (
        <GameRow key={id} gameId={id} />
      ))}
    </main>
  );
});

markComponent(OddsButton);

async function main(): Promise<void> {
  const stores: RootStore = createRootStore({
    api: createApiClient(),
    config: { brand: 'bench', name: 'Bench', languages: ['en'] } as unknown as SiteConfig,
    openLiveStream: (options) =>
      createEventStream({
        ...options,
        onEvent: (event) => {
          if (event.type === 'delta') received.deltas += 1;
          options.onEvent(event);
        },
      }),
  });
  await stores.sports.loadGames(QUERY);
  for (const outcome of stores.sports.outcomes.values()) {
    observe(outcome, 'movement', (change) => {
      if (change.newValue === null) received.movementCleared += 1;
    });
  }
  const i18n = createI18n('en');
  i18n.addResourceBundle('en', 'odds', enOdds);
  createRoot(document.getElementById('stage')!).render(
    <I18nextProvider i18n={i18n}>
      <StoresProvider stores={stores}>
        <LinePage />
      </StoresProvider>
    </I18nextProvider>,
  );
  const bench = {
    cells: () => document.querySelectorAll('.odds-cell').length,
    games: () => document.querySelectorAll('.bench-game').length,
    liveMode: () => stores.sports.live.mode,
    /** Starts a measurement window. */
    reset: () => {
      resetRenderCounts();
      received.deltas = 0;
      received.movementCleared = 0;
    },
    read: () => ({ ...renderCounts, ...received }),
  };
  (window as unknown as { benchLive: typeof bench }).benchLive = bench;
}

void main();
