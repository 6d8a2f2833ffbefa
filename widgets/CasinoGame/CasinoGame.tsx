import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../runtime/i18n';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { WidgetRenderProps } from '../../runtime/render/types';
import type { CasinoGame as Game } from '../../domain/casino/catalogueTypes';
import type { GameMode } from '../../domain/casino/gameLaunch';
import {
  GAME_FRAME_FIT_MESSAGE,
  GAME_FRAME_HEIGHT_MESSAGE,
} from '../../domain/casino/builtinGames';
import { failureOf as apiFailureOf } from '../../runtime/api';
import { QueryScope } from '../shared/bets/QueryScope';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { useGameByRoute, useGameLaunch } from '../shared/casino/casinoQueries';
import { gamePath, sectionRoute } from '../shared/casino/casinoPaths';
import { useQueryFailureText } from '../shared/casino/ListStates';
import { detailView } from '../shared/casino/casinoDetail';
import { useFavoriteControl } from '../shared/casino/useFavoriteControl';
import { GameNotFound } from '../shared/casino/GameNotFound';
import type { CasinoGameProps } from '../../domain/widgetProps/CasinoGame';
import '../shared/a11y.css';
import '../shared/casino/casino.css';
import './CasinoGame.css';
import { GuestPrompt } from '../shared/GuestButtons';

/** A frame's reported height is believed up to this (a runaway game never makes a mile-long page). */
const MAX_FRAME_HEIGHT_PX = 3000;

/** While a real-money game is open the header balance is read again this often. */
const BALANCE_REFRESH_MS = 5_000;

/**
 * How much of the window, in px, the frame shows without the page scrolling: from the frame's top
 * (where it sits with the page scrolled to its start; the screen's top in full screen) to the
 * window's bottom, less whatever fixed bar covers the bottom (the mobile bottom navigation).
 */
function frameRoom(frame: HTMLIFrameElement): number {
  const full = document.fullscreenElement !== null;
  const top = full ? 0 : frame.getBoundingClientRect().top + window.scrollY;
  let bottomBar = 0;
  if (!full) {
    let el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 1);
    while (el && el !== document.body) {
      if (getComputedStyle(el).position === 'fixed') {
        bottomBar = Math.max(0, window.innerHeight - el.getBoundingClientRect().top);
        break;
      }
      el = el.parentElement;
    }
  }
  return Math.max(1, Math.floor(window.innerHeight - top - bottomBar));
}

/** Tells a game frame its room (GAME_FRAME_FIT_MESSAGE), so it fits its main action in it. */
function tellRoom(frame: HTMLIFrameElement | null): void {
  frame?.contentWindow?.postMessage(
    { type: GAME_FRAME_FIT_MESSAGE, height: frameRoom(frame) },
    window.location.origin,
  );
}

/**
 * The modes in the order the page offers them, real money first (a local list: the domain's
 * GAME_MODES would stay in every page's `core` chunk, app/chunkGroups.ts).
 */
const MODES: readonly GameMode[] = ['real', 'demo'];

/** Real money needs a signed-in customer; the demo, a game that has one. */
function modeOpen(mode: GameMode, game: Game, signedIn: boolean): boolean {
  return mode === 'real' ? signedIn : game.hasDemo;
}

/** The first mode open: real money, else the demo. */
function defaultMode(game: Game, signedIn: boolean): GameMode | null {
  return MODES.find((mode) => modeOpen(mode, game, signedIn)) ?? null;
}

const GameFrame = observer(function GameFrame({ game }: { game: Game }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const navigate = useNavigate();
  const { session, account } = useStores();
  const favorites = useFavoriteControl();
  const failureText = useQueryFailureText();
  const [chosenMode, setChosenMode] = useState<GameMode | null>(null);
  const mode = chosenMode ?? defaultMode(game, session.isAuthenticated);
  // An outside provider's game is not connected here: its refusal is known without asking.
  const launch = useGameLaunch(
    mode === null || !game.playable ? undefined : game.id,
    mode ?? 'demo',
  );
  const frameBox = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const realOpen = mode === 'real' && launch.isSuccess;

  // The game moves the balance on the server: keep the header's in step while it is open.
  useEffect(() => {
    if (!realOpen) return undefined;
    const timer = setInterval(() => void account.load(), BALANCE_REFRESH_MS);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === GAME_FRAME_HEIGHT_MESSAGE) return;
      if (event.source === frameRef.current?.contentWindow) return;
      void account.load();
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
      void account.load();
    };
  }, [realOpen, account]);

  // A frame that tells its height (the built-in games do) is made as tall as its game.
  const [frameHeight, setFrameHeight] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type !== GAME_FRAME_HEIGHT_MESSAGE || typeof data.height !== 'number') return;
      if (!Number.isFinite(data.height)) return;
      setFrameHeight(Math.min(MAX_FRAME_HEIGHT_PX, Math.max(0, Math.round(data.height))));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The window's height changes (resize, full screen): the game fits itself to the new room.
  useEffect(() => {
    const onResize = () => tellRoom(frameRef.current);
    window.addEventListener('resize', onResize);
    document.addEventListener('fullscreenchange', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('fullscreenchange', onResize);
    };
  }, []);

  const fullScreen = () => void frameBox.current?.requestFullscreen?.().catch(() => undefined);
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(localizedPath(lng, sectionRoute(game.categories[0] ?? 'slots')));
  };
  const isFavorite = favorites?.isFavorite(game.id) ?? false;
  const launchFailure = launch.isError ? apiFailureOf(launch.error) : null;

  return (
    <>
      <div className="casino-game__bar" role="toolbar" aria-label={t('casino:game_toolbar')}>
        <button type="button" className="casino-button" onClick={back}>
          <span aria-hidden="true" className="casino-game__back-arrow">
            ←
          </span>{' '}
          {t('casino:back')}
        </button>
        <div
          className="casino-game__modes casino-chips"
          role="group"
          aria-label={t('casino:mode_label')}
        >
          {MODES.filter((each) => modeOpen(each, game, session.isAuthenticated)).map((each) => (
            <button
              key={each}
              type="button"
              className="casino-chip"
              aria-pressed={mode === each}
              onClick={() => setChosenMode(each)}
            >
              {t(`casino:mode_${each}`)}
            </button>
          ))}
        </div>
        {favorites && (
          <button
            type="button"
            className="casino-button"
            aria-pressed={isFavorite}
            onClick={() => favorites.toggle(game, !isFavorite)}
          >
            {t(isFavorite ? 'casino:favorite_remove_short' : 'casino:favorite_add_short')}
          </button>
        )}
        <button
          type="button"
          className="casino-button"
          onClick={fullScreen}
          disabled={!launch.isSuccess}
        >
          {t('casino:full_screen')}
        </button>
      </div>
      <div className="casino-game__stage" ref={frameBox} data-mode={mode ?? undefined}>
        {mode === null ? (
          <GuestPrompt
            className="casino-state"
            text={t('casino:sign_in_to_play')}
            buttonClass="casino-button"
            signIn={t('casino:sign_in')}
          />
        ) : !game.playable ? (
          <div
            className="casino-state casino-state--error"
            role="alert"
            data-reason="provider_unavailable"
          >
            <p>{t('main:error_provider_unavailable')}</p>
          </div>
        ) : launch.isPending ? (
          <p className="casino-state" role="status" aria-busy="true">
            {t('casino:launching')}
          </p>
        ) : launch.isError ? (
          <div
            className="casino-state casino-state--error"
            role="alert"
            data-reason={String(launchFailure?.body?.['reason'] ?? '')}
          >
            <p>{failureText(launch.error)}</p>
            {game.hasDemo && mode === 'real' && (
              <button type="button" className="casino-button" onClick={() => setChosenMode('demo')}>
                {t('casino:try_demo')}
              </button>
            )}
          </div>
        ) : (
          <iframe
            key={launch.data.sessionId}
            ref={frameRef}
            onLoad={() => tellRoom(frameRef.current)}
            className="casino-game__frame"
            src={launch.data.url}
            title={t('casino:frame_title', { name: game.name })}
            allow="fullscreen; autoplay"
            allowFullScreen
            style={frameHeight === null ? undefined : { minBlockSize: frameHeight }}
            referrerPolicy="same-origin"
          />
        )}
      </div>
    </>
  );
});

const GamePage = observer(function GamePage({ props }: { props: CasinoGameProps }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const titleId = useId();
  const params = useParams();
  const route = params[props.routeParam];
  const idText = props.idParam ? params[props.idParam] : undefined;
  const game = useGameByRoute(route);
  return detailView(true, game, <GameNotFound />, (data) => {
    // A former slug, or an id that is not this game's: the game's own address.
    if (data.route !== route || (idText !== undefined && idText !== String(data.id))) {
      return <Navigate replace to={localizedPath(lng, gamePath(data))} />;
    }
    return (
      <section className="casino casino-game" aria-labelledby={titleId} data-game-id={data.id}>
        <div className="casino__head">
          <h1 id={titleId}>{data.name}</h1>
          <p className="casino-game__facts">
            <span>{data.providerName}</span>
            {data.rtp !== null && <span>{t('casino:rtp', { rtp: data.rtp })}</span>}
            {data.volatility !== null && <span>{t(`casino:volatility_${data.volatility}`)}</span>}
          </p>
        </div>
        <GameFrame game={data} />
      </section>
    );
  });
});

/** The game page (SPEC section 2 slots/game/{gameId}/{gameName}, games/{gameRoute}). */
export default function CasinoGame({ props }: WidgetRenderProps<CasinoGameProps>) {
  return (
    <QueryScope>
      <GamePage props={props} />
    </QueryScope>
  );
}
