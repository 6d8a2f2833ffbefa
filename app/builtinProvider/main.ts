// The built-in provider's game frame (its own Vite input, builtin-provider.html; customer pages
// never load it): reads the title and session from its URL, the words from the dictionaries, opens
// the session and mounts its game (slot, crash, roulette, blackjack, keno or a bet table:
// baccarat, dragon tiger, sic bo, dice; mines, video poker, hi-lo or scratch cards; Caribbean Stud;
// the money wheel, bingo, virtual football; fishing, the tower; the live RNG tables, blackjack's
// with its decisions).
import './builtinProvider.css';
import {
  findBuiltinGame,
  type BuiltinEngine,
  GAME_FRAME_FIT_MESSAGE,
  GAME_FRAME_HEIGHT_MESSAGE,
} from '../../domain/casino/builtinGames';
import { isBetTableEngine } from '../../domain/casino/betTables';
import { mountBetTable } from './betTableView';
import { mountBlackjack } from './blackjackView';
import { mountCrash } from './crashView';
import { mountKeno } from './kenoView';
import { mountMines } from './minesView';
import { mountVideoPoker } from './videoPokerView';
import { mountStud } from './studView';
import { mountWheel } from './wheelView';
import { mountBingo } from './bingoView';
import { mountFootball } from './footballView';
import { mountHilo } from './hiloView';
import { mountScratch } from './scratchView';
import { mountFishing } from './fishingView';
import { mountTower } from './towerView';
import { mountRoulette } from './rouletteView';
import { mountLiveTable } from './liveTableView';
import { mountLiveBlackjack } from './liveBlackjackView';
import { isLiveTable } from '../../domain/casino/liveTables';
import { fill, h } from './dom';
import { providerApi } from './providerApi';
import { mountSlot } from './slotView';
import type { GameMount } from './tableKit';
import { loadTexts, refusalText } from './texts';

/** The engines with a screen of their own; the other live tables share one, the slots another. */
const MOUNTS: Partial<Record<BuiltinEngine, GameMount>> = {
  crash: mountCrash,
  roulette: mountRoulette,
  blackjack: mountBlackjack,
  keno: mountKeno,
  mines: mountMines,
  'video-poker': mountVideoPoker,
  'caribbean-stud': mountStud,
  'money-wheel': mountWheel,
  bingo: mountBingo,
  'virtual-football': mountFootball,
  hilo: mountHilo,
  scratch: mountScratch,
  fishing: mountFishing,
  tower: mountTower,
  'live-blackjack': mountLiveBlackjack,
};

/**
 * Tells the page holding the frame how tall the game is (widgets/CasinoGame sizes the frame to
 * it), so the customer never scrolls inside the frame to reach Spin. Same origin only.
 */
function reportHeight(root: HTMLElement): void {
  if (window.parent === window || typeof ResizeObserver === 'undefined') return;
  let last = 0;
  const report = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: GAME_FRAME_HEIGHT_MESSAGE, height }, location.origin);
  };
  new ResizeObserver(report).observe(root);
  report();
  fitToPage(root, report);
}

/** The game is never zoomed below this: smaller, its words stop being readable. */
const MIN_ZOOM = 0.6;

/**
 * The page tells how much of its window the frame can show (GAME_FRAME_FIT_MESSAGE); the game
 * zooms down until its main action (the `.bp-spin` button every game has) ends inside it, so the
 * customer reaches Spin without scrolling the page at any width (SPEC section 2 layout widths).
 */
function fitToPage(root: HTMLElement, report: () => void): void {
  let available: number | null = null;
  const fit = () => {
    const action = root.querySelector('.bp-spin');
    if (available === null || !action) return;
    const zoom = Number(root.style.getPropertyValue('zoom') || '1');
    // Unzoomed distance from the frame's top to the action's bottom.
    const needed = (action.getBoundingClientRect().bottom + window.scrollY) / zoom;
    const next = Math.max(MIN_ZOOM, Math.min(1, Math.floor((available / needed) * 100) / 100));
    if (next === zoom) return;
    root.style.setProperty('zoom', String(next));
    report();
  };
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    const data = event.data as { type?: unknown; height?: unknown } | null;
    if (data?.type !== GAME_FRAME_FIT_MESSAGE || typeof data.height !== 'number') return;
    if (!Number.isFinite(data.height) || data.height <= 0) return;
    available = data.height;
    fit();
  });
  // The game mounts its action after the session opens: fit again once it is there.
  new MutationObserver(fit).observe(root, { attributes: true, attributeFilter: ['data-ready'] });
}

async function boot(): Promise<void> {
  const root = document.getElementById('game');
  if (!root) return;
  reportHeight(root);
  const params = new URLSearchParams(location.search);
  const session = params.get('session') ?? '';
  const lng = /^[a-z]{2}$/.test(params.get('lng') ?? '') ? (params.get('lng') as string) : 'ru';
  const engineKey = decodeURIComponent(location.pathname.split('/').pop() ?? '');
  const game = findBuiltinGame(engineKey);
  const t = await loadTexts(lng);
  document.title = game?.name ?? t('title');
  try {
    const view = await providerApi.start(session, engineKey);
    const title = game?.name ?? engineKey;
    if (isBetTableEngine(view.engine)) {
      mountBetTable(root, { ...view, engine: view.engine }, title, t);
    } else {
      const mount = MOUNTS[view.engine] ?? (isLiveTable(view.engine) ? mountLiveTable : mountSlot);
      mount(root, view, title, t);
    }
    root.setAttribute('data-ready', 'true');
  } catch (err) {
    fill(root, h('p', { class: 'bp-error bp-fatal', role: 'alert' }, refusalText(t, err)));
  } finally {
    root.setAttribute('aria-busy', 'false');
  }
}

void boot();
