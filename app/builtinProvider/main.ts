// The built-in provider's game frame (its own Vite input, builtin-provider.html; customer pages
// never load it): reads the title and session from its URL, the words from the dictionaries, opens
// the session and mounts its game (slot, crash, roulette, blackjack, keno or a bet table:
// baccarat, dragon tiger, sic bo, dice; mines, video poker, hi-lo or scratch cards).
import './builtinProvider.css';
import { findBuiltinGame, GAME_FRAME_HEIGHT_MESSAGE } from '../../domain/casino/builtinGames';
import { isBetTableEngine } from '../../domain/casino/betTables';
import { mountBetTable } from './betTableView';
import { mountBlackjack } from './blackjackView';
import { mountCrash } from './crashView';
import { mountKeno } from './kenoView';
import { mountMines } from './minesView';
import { mountVideoPoker } from './videoPokerView';
import { mountHilo } from './hiloView';
import { mountScratch } from './scratchView';
import { mountRoulette } from './rouletteView';
import { fill, h } from './dom';
import { providerApi, ProviderRefusal } from './providerApi';
import { mountSlot } from './slotView';
import { loadTexts, refusalText } from './texts';

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
    if (view.engine === 'crash') mountCrash(root, view, title, t);
    else if (view.engine === 'roulette') mountRoulette(root, view, title, t);
    else if (view.engine === 'blackjack') mountBlackjack(root, view, title, t);
    else if (view.engine === 'keno') mountKeno(root, view, title, t);
    else if (view.engine === 'mines') mountMines(root, view, title, t);
    else if (view.engine === 'video-poker') mountVideoPoker(root, view, title, t);
    else if (view.engine === 'hilo') mountHilo(root, view, title, t);
    else if (view.engine === 'scratch') mountScratch(root, view, title, t);
    else if (isBetTableEngine(view.engine)) {
      mountBetTable(root, { ...view, engine: view.engine }, title, t);
    } else mountSlot(root, view, title, t);
    root.setAttribute('data-ready', 'true');
  } catch (err) {
    fill(
      root,
      h(
        'p',
        { class: 'bp-error bp-fatal', role: 'alert' },
        refusalText(t, err instanceof ProviderRefusal ? err.reason : undefined),
      ),
    );
  } finally {
    root.setAttribute('aria-busy', 'false');
  }
}

void boot();
