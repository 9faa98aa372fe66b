import { D6_FACES } from './dice-odds';

/**
 * Who wins an Opposed roll (L141–L143): each rolls a D6 plus a modifier, highest wins, ties among
 * the leaders re-rolled until one wins. Exact: every combination of faces is enumerated and a tie
 * recurses into the tied players' own roll-off.
 */
export function opposedOdds<Key extends string>(modifiers: Readonly<Record<Key, number>>): Record<Key, number> {
  const keys = Object.keys(modifiers) as Key[];
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<Key, number>;
  if (keys.length === 1) {
    out[keys[0]!] = 1;
    return out;
  }
  const memo = new Map<string, Record<string, number>>();
  const solve = (players: readonly Key[]): Record<string, number> => {
    const id = players.join('|');
    const held = memo.get(id);
    if (held) return held;
    const win: Record<string, number> = Object.fromEntries(players.map((k) => [k, 0]));
    let tieAll = 0;
    const total = 6 ** players.length;
    const faces = new Array<number>(players.length).fill(1);
    for (let n = 0; n < total; n++) {
      let rest = n;
      for (let i = 0; i < players.length; i++) {
        faces[i] = D6_FACES[rest % 6]!;
        rest = Math.floor(rest / 6);
      }
      const totals = players.map((k, i) => faces[i]! + modifiers[k]);
      const best = Math.max(...totals);
      const top = players.filter((_, i) => totals[i] === best);
      const p = 1 / total;
      if (top.length === 1) win[top[0]!]! += p;
      else if (top.length === players.length) tieAll += p;
      else {
        const sub = solve(top);
        for (const k of top) win[k]! += p * sub[k]!;
      }
    }
    // A tie among everyone re-rolls the same contest: scale the decided part up.
    const decided = 1 - tieAll;
    for (const k of players) win[k] = decided > 0 ? win[k]! / decided : 1 / players.length;
    memo.set(id, win);
    return win;
  };
  const result = solve(keys);
  for (const k of keys) out[k] = result[k]!;
  return out;
}

/** Two rolls, no re-roll of ties (`1999.assault-ties` = miss): P(first strictly higher). */
export function strictlyHigherOdds(first: number, second: number): number {
  let p = 0;
  for (const a of D6_FACES) for (const b of D6_FACES) if (a + first > b + second) p += 1 / 36;
  return p;
}
