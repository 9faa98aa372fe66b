import { describe, expect, it } from 'vitest';
import { ladderResultFromBattle, pairByName, type BattleForLadder } from './battle-result';

/**
 * A ladder game is "a game against a player" (seed 001_666c0140e8c1627f.txt line 673): in a
 * multiplayer battle the group names the two ladder players, and the battle's victor — "the player
 * who has the army with models worth the highest number of Army Points" (line 261) — decides it.
 */
const prey = (winners: string[], finished = true): BattleForLadder => ({
  name: 'The Ash Road',
  finished,
  players: [
    { side: 'p1', playerName: 'Ann' },
    { side: 'p2', playerName: 'Bob' },
    { side: 'p3', playerName: 'Cy' },
  ],
  winners,
});

describe('a ladder result read from a battle', () => {
  it('gives the game to the one of the pair who won the battle', () => {
    expect(ladderResultFromBattle(prey(['Ann']), { challenger: 'p2', challenged: 'p1' })).toMatchObject({ ok: true, winner: 'challenged', pairNames: ['Bob', 'Ann'], explanation: 'Ann won The Ash Road, so Ann beat Bob.' });
    expect(ladderResultFromBattle(prey(['Ann']), { challenger: 'p1', challenged: 'p3' })).toMatchObject({ ok: true, winner: 'challenger' });
  });

  it('makes a drawn battle, or one both of the pair won together, a drawn game (ruling tt.drawn-game: a draw moves nobody)', () => {
    expect(ladderResultFromBattle(prey([]), { challenger: 'p1', challenged: 'p2' })).toMatchObject({ ok: true, winner: null });
    expect(ladderResultFromBattle(prey(['Ann', 'Cy']), { challenger: 'p1', challenged: 'p3' })).toMatchObject({ ok: true, winner: null });
  });

  it('refuses a pair neither of whom won, a battle not yet finished, and a pair that is one player twice', () => {
    expect(ladderResultFromBattle(prey(['Ann']), { challenger: 'p2', challenged: 'p3' })).toMatchObject({ ok: false, field: 'pair' });
    expect(ladderResultFromBattle(prey([], false), { challenger: 'p1', challenged: 'p2' })).toMatchObject({ ok: false, field: 'battleId' });
    expect(ladderResultFromBattle(prey(['Ann']), { challenger: 'p1', challenged: 'p1' })).toMatchObject({ ok: false, field: 'pair' });
  });

  it('finds the pair by name, ignoring case, and not when a name is missing', () => {
    expect(pairByName(prey(['Ann']), 'cy', 'ANN')).toEqual({ challenger: 'p3', challenged: 'p1' });
    expect(pairByName(prey(['Ann']), 'Dee', 'Ann')).toBeNull();
  });
});
