// What lotto's and toto's ticket views share: the bets history (server/history) asks for tickets
// by id and shows them in the order it asked, leaving out ids it no longer finds.

/** The views of `ids` in that order, from rows in any order; unknown ids are left out. */
export function viewsInIdOrder<R extends { id: string | number }, V>(
  ids: readonly (string | number)[],
  rows: readonly R[],
  view: (row: R) => V,
): V[] {
  const byId = new Map(rows.map((r) => [String(r.id), view(r)]));
  return ids.flatMap((id) => {
    const found = byId.get(String(id));
    return found === undefined ? [] : [found];
  });
}
