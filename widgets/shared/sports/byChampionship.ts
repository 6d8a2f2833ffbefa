/** Runs of consecutive games of one championship (lists come sorted by sport and championship). */
export function byChampionship<G extends { id: number; champId: number }>(
  games: readonly G[],
): { key: string; champId: number; games: G[] }[] {
  const groups: { key: string; champId: number; games: G[] }[] = [];
  for (const game of games) {
    const last = groups[groups.length - 1];
    if (last && last.champId === game.champId) last.games.push(game);
    else groups.push({ key: `${game.champId}-${game.id}`, champId: game.champId, games: [game] });
  }
  return groups;
}
