// Blackjack's screen: the dealer's cards (the hole card face down while the hand is played), the
// player's hand or the two hands of a split, deal with a stake, hit, stand, double and split as
// the round allows them, the rules and the provably fair panel (the round's cards recomputed).
import type { BlackjackAnswer, BlackjackRoundView } from '../../domain/casino/builtinGames';
import { handTotal } from '../../domain/casino/blackjack';
import { fill, h, gameButton } from './dom';
import { FairnessPanel, playRound } from './fairnessPanel';
import { newRequestId, providerApi } from './providerApi';
import { tableKit, type GameMount } from './tableKit';
import type { Texts } from './texts';

const ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
const RANK_LABEL = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A card of the table: its rank, or face down (null: the dealer's hole card). */
export const blackjackCard = (t: Texts, rank: number | null) =>
  h(
    'span',
    {
      class: rank === null ? 'bp-card bp-card-down' : 'bp-card',
      'aria-label': rank === null ? t('blackjack_hole_card') : RANK_LABEL[rank],
    },
    rank === null ? '' : (RANK_LABEL[rank] ?? '?'),
  );

export const mountBlackjack: GameMount = (root, view, title, t) => {
  const kit = tableKit(root, view, title, t);
  const dealer = h('div', { class: 'bp-bj-row', 'data-testid': 'blackjack-dealer' });
  const hands = h('div', { class: 'bp-bj-hands', 'data-testid': 'blackjack-hands' });
  const fairness = new FairnessPanel(view.session, view.engineKey, t, () => undefined);
  fairness.showSeed(view.seed);

  const card = (rank: number | null) => blackjackCard(t, rank);

  let round: BlackjackRoundView | null = null;
  const deal = gameButton('blackjack-deal', t('blackjack_deal'), 'bp-button bp-spin');
  const buttons = new Map(
    ACTIONS.map((action) => [action, gameButton(`blackjack-${action}`, t(`blackjack_${action}`))]),
  );

  const show = () => {
    const inPlay = round?.phase === 'player';
    deal.disabled = inPlay || busy;
    kit.stake.disabled = inPlay || busy;
    for (const [action, button] of buttons) {
      button.disabled = busy || !round || !round.allowed.includes(action);
    }
    if (!round) {
      fill(dealer);
      fill(hands);
      return;
    }
    const dealerKnown = round.dealer.every((r) => r !== null) ? round.dealer : null;
    fill(
      dealer,
      h('span', { class: 'bp-label' }, t('blackjack_dealer')),
      ...round.dealer.map(card),
      dealerKnown
        ? h('span', { class: 'bp-bj-total' }, String(handTotal(dealerKnown as number[]).total))
        : '',
    );
    fill(
      hands,
      ...round.hands.map((hand, index) =>
        h(
          'div',
          {
            class: `bp-bj-row ${inPlay && index === round!.active ? 'bp-bj-active' : ''}`,
          },
          h(
            'span',
            { class: 'bp-label' },
            round!.hands.length > 1 ? t('blackjack_hand_n', { n: index + 1 }) : t('blackjack_you'),
          ),
          ...hand.cards.map(card),
          h('span', { class: 'bp-bj-total' }, String(handTotal(hand.cards).total)),
          hand.units === 2 ? h('span', { class: 'bp-badge' }, t('blackjack_doubled')) : '',
        ),
      ),
    );
    if (inPlay) {
      fill(kit.result, t('blackjack_your_move'));
    } else {
      kit.showEnd(round.win, t('blackjack_lost', { amount: kit.money(round.staked) }));
    }
  };

  let busy = false;
  const run = (request: () => Promise<BlackjackAnswer>) => {
    if (busy) return;
    busy = true;
    const playing = playRound(kit, fairness, t, request(), (answer) => {
      const now = answer.round;
      round = now;
      const open = now.phase !== 'settled';
      return {
        played: { roundId: now.roundId, nonce: now.nonce, shownOutcome: open ? [] : now.cards },
        open,
      };
    });
    show();
    void playing.finally(() => {
      busy = false;
      show();
    });
  };

  deal.addEventListener('click', () =>
    run(() => providerApi.blackjackDeal(view.session, newRequestId(), Number(kit.stake.value))),
  );
  for (const [action, button] of buttons) {
    button.addEventListener('click', () => {
      if (round) {
        const id = round.roundId;
        run(() => providerApi.blackjackAction(view.session, id, action));
      }
    });
  }

  round = view.blackjack?.openRound ?? null;
  fill(kit.result, t('blackjack_place_stake'));

  fill(
    root,
    h(
      'div',
      { class: 'bp-table bp-blackjack' },
      kit.header,
      h('div', { class: 'bp-bj-felt' }, dealer, hands),
      kit.controls([deal, ...buttons.values()]),
      kit.error,
      kit.rulesPanel(t('blackjack_rules', { rtp: view.blackjack?.rtpPercent ?? '' })),
      fairness.element,
    ),
  );
  show();
  if (round) fill(kit.result, t('blackjack_your_move'));
};
