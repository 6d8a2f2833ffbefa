// What the poker screens share (video poker, Caribbean Stud): a card's label and the paytable.
import { cardRank, cardSuit } from '../../domain/casino/videoPoker';
import { h } from './dom';

const RANKS = ['', '', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♣', '♦', '♥', '♠'];

/** A card's label: its rank (ace high) and its suit. */
export const pokerCardLabel = (card: number) => `${RANKS[cardRank(card)]}${SUITS[cardSuit(card)]}`;

/** The paytable: a row a hand, its name and what it pays. */
export const paysTable = (rows: readonly (readonly [hand: string, pays: string])[]) =>
  h(
    'table',
    { class: 'bp-poker-pays' },
    h(
      'tbody',
      {},
      ...rows.map(([hand, pays]) =>
        h('tr', {}, h('th', { scope: 'row' }, hand), h('td', {}, pays)),
      ),
    ),
  );
