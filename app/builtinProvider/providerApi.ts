// The frame's calls to its provider's API (/builtin-provider/api/): same origin, JSON, no token;
// the launch's session id is the handle. A refusal comes back as a ProviderRefusal with its reason.
import type { BoardBet } from '../../domain/casino/betTables';
import type {
  BetTableAnswer,
  BlackjackAnswer,
  HiloAnswer,
  MinesAnswer,
  ScratchAnswer,
  FishingAnswer,
  TowerAnswer,
  VideoPokerAnswer,
  StudAnswer,
  WheelAnswer,
  BingoAnswer,
  BingoStateAnswer,
  FootballAnswer,
  FootballBetShape,
  FootballStateAnswer,
  WheelStateAnswer,
  LiveBetShape,
  LiveTableAnswer,
  LiveTableStateAnswer,
  BuiltinRotateAnswer,
  KenoPlayAnswer,
  RouletteBetInput,
  RouletteSpinAnswer,
  BuiltinRoundDetail,
  BuiltinSessionView,
  CrashRoundAnswer,
  SlotSpinAnswer,
} from '../../domain/casino/builtinGames';

const API = '/builtin-provider/api';

export class ProviderRefusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string | undefined,
  ) {
    super(`refused: ${reason ?? status}`);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API}/${path}`, init);
  } catch {
    throw new ProviderRefusal(0, 'network');
  }
  const body = (await res.json().catch(() => undefined)) as { reason?: string } | undefined;
  if (!res.ok) throw new ProviderRefusal(res.status, body?.reason);
  return body as T;
}

const post = <T>(path: string, body: object) =>
  call<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A request id for one press of a button: a retry of the same press is answered, not replayed. */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const providerApi = {
  start: (session: string, engineKey: string) =>
    post<BuiltinSessionView>('start', { session, engineKey }),
  spin: (session: string, stake: number, requestId: string) =>
    post<SlotSpinAnswer>('slot/spin', { session, stake, requestId }),
  crashBet: (session: string, stake: number, requestId: string, autoCashOut?: number) =>
    post<CrashRoundAnswer>('crash/bet', {
      session,
      stake,
      requestId,
      ...(autoCashOut === undefined ? {} : { autoCashOut }),
    }),
  cashOut: (session: string, roundId: string) =>
    post<CrashRoundAnswer>('crash/cash-out', { session, roundId }),
  crashRound: (session: string, roundId: string) =>
    call<CrashRoundAnswer>(`crash/round?${new URLSearchParams({ session, roundId }).toString()}`),
  rouletteSpin: (session: string, requestId: string, bets: RouletteBetInput[]) =>
    post<RouletteSpinAnswer>('roulette/spin', { session, requestId, bets }),
  kenoPlay: (session: string, requestId: string, stake: number, picks: number[]) =>
    post<KenoPlayAnswer>('keno/play', { session, requestId, stake, picks }),
  tablePlay: (session: string, requestId: string, bets: BoardBet[]) =>
    post<BetTableAnswer>('table/play', { session, requestId, bets }),
  minesStart: (session: string, requestId: string, stake: number, mines: number) =>
    post<MinesAnswer>('mines/start', { session, requestId, stake, mines }),
  minesAction: (session: string, roundId: string, action: 'open' | 'cash_out', tile?: number) =>
    post<MinesAnswer>('mines/action', {
      session,
      roundId,
      action,
      ...(tile === undefined ? {} : { tile }),
    }),
  hiloStart: (session: string, requestId: string, stake: number) =>
    post<HiloAnswer>('hilo/start', { session, requestId, stake }),
  hiloAction: (session: string, roundId: string, action: 'higher' | 'lower' | 'cash_out') =>
    post<HiloAnswer>('hilo/action', { session, roundId, action }),
  scratchBuy: (session: string, requestId: string, stake: number) =>
    post<ScratchAnswer>('scratch/buy', { session, requestId, stake }),
  towerStart: (session: string, requestId: string, stake: number) =>
    post<TowerAnswer>('tower/start', { session, requestId, stake }),
  towerAction: (session: string, roundId: string, action: string) =>
    post<TowerAnswer>('tower/action', { session, roundId, action }),
  fishingShoot: (session: string, requestId: string, stake: number, fish: number) =>
    post<FishingAnswer>('fishing/shoot', { session, requestId, stake, fish }),
  pokerDeal: (session: string, requestId: string, stake: number) =>
    post<VideoPokerAnswer>('video-poker/deal', { session, requestId, stake }),
  pokerDraw: (session: string, roundId: string, held: boolean[]) =>
    post<VideoPokerAnswer>('video-poker/draw', { session, roundId, held }),
  studDeal: (session: string, requestId: string, ante: number) =>
    post<StudAnswer>('caribbean-stud/deal', { session, requestId, stake: ante }),
  studAction: (session: string, roundId: string, action: 'call' | 'fold') =>
    post<StudAnswer>('caribbean-stud/action', { session, roundId, action }),
  wheelState: (session: string) => post<WheelStateAnswer>('money-wheel/state', { session }),
  wheelBet: (
    session: string,
    requestId: string,
    drawNo: number,
    bets: { value: number; stake: number }[],
  ) => post<WheelAnswer>('money-wheel/bet', { session, requestId, drawNo, bets }),
  bingoState: (session: string) => post<BingoStateAnswer>('bingo/state', { session }),
  bingoBuy: (session: string, requestId: string, drawNo: number, tickets: number, stake: number) =>
    post<BingoAnswer>('bingo/buy', { session, requestId, drawNo, tickets, stake }),
  liveState: (session: string) => post<LiveTableStateAnswer>('live-table/state', { session }),
  liveBet: (session: string, requestId: string, drawNo: number, bets: LiveBetShape[]) =>
    post<LiveTableAnswer>('live-table/bet', { session, requestId, drawNo, bets }),
  liveAction: (session: string, requestId: string, betId: string, action: string) =>
    post<LiveTableAnswer>('live-table/action', { session, requestId, betId, action }),
  footballState: (session: string) =>
    post<FootballStateAnswer>('virtual-football/state', { session }),
  footballBet: (session: string, requestId: string, drawNo: number, bets: FootballBetShape[]) =>
    post<FootballAnswer>('virtual-football/bet', { session, requestId, drawNo, bets }),
  blackjackDeal: (session: string, requestId: string, stake: number) =>
    post<BlackjackAnswer>('blackjack/deal', { session, requestId, stake }),
  blackjackAction: (session: string, roundId: string, action: string) =>
    post<BlackjackAnswer>('blackjack/action', { session, roundId, action }),
  rotate: (session: string, clientSeed?: string) =>
    post<BuiltinRotateAnswer>('seeds/rotate', {
      session,
      ...(clientSeed === undefined ? {} : { clientSeed }),
    }),
  round: (session: string, roundId: string) =>
    call<BuiltinRoundDetail>(`round?${new URLSearchParams({ session, roundId }).toString()}`),
};
