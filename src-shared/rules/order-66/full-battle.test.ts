import { describe, expect, it } from 'vitest';
import { ORDER_66 } from './system';
import { codes, d, Game } from './testing/game';

/** Three-player battles played to a victor through the public system object, every Mystic ability used. */

function replayed(game: Game) {
  let state = ORDER_66.battle.initialState(game.setup, game.choices);
  for (const event of game.log) {
    const applied = ORDER_66.battle.apply(state, event, game.choices);
    if (!applied.ok) throw new Error(applied.reason);
    state = applied.state;
  }
  return state;
}

describe("Meg, Va'Durr and Jen: choke, manipulation, deflection, pushes, to the last Mystic", () => {
  const game = Game.of([
    { player: 'Megan', mystic: 'meg', combat: 1, range: 2, dodge: 3 },
    { player: 'Vic', mystic: 'va-durr', combat: 2, range: 3, dodge: 1, allegiance: 'chaos' },
    { player: 'Ann', mystic: 'jen', combat: 1, range: 2, dodge: 1, allegiance: 'chaos' },
  ]);

  it('turn 1: Jen takes Va\'Durr, whose choke then holds Meg; Meg\'s lost activation; volleys and a deflection', () => {
    game.activate('p3');
    game.do({ type: 'manipulate', modelId: 'p3.mystic', targetId: 'p2.mystic', squares: 8, roll: d(5, 5) });
    expect(codes(game.do({ type: 'defend', roll: d(1, 1) }))).toEqual(['resist-failed', 'controlled']);
    game.do({ type: 'end-activation' });

    expect(game.activate('p2')).toContainEqual({ code: 'activation-controlled', modelId: 'p2.mystic', by: 'p3', casterId: 'p3.mystic' });
    game.do({ type: 'choke', modelId: 'p2.mystic', targetId: 'p1.mystic', lineOfSight: true, roll: d(4, 4) });
    expect(codes(game.do({ type: 'defend', roll: d(1, 2) }))).toEqual(['resist-failed', 'choked']);
    game.do({ type: 'move', modelId: 'p2.mystic', squares: 2 });
    expect(game.model('p2.mystic').control).toBeNull();

    expect(codes(game.activate('p1'))).toEqual(['roll-off-won', 'unit-activated', 'activation-lost', 'activation-ended']);

    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(5, 4) });
    game.do({ type: 'defend', roll: d(1, 1) });
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p3.mystic', line: 'straight', support: [], roll: d(6, 6) });
    game.do({ type: 'defend', roll: d(1, 1) });
    expect([game.model('p2.mystic').wounds, game.model('p3.mystic').wounds]).toEqual([2, 2]);

    game.activate('p2', 'p2.grymn-1');
    game.do({ type: 'shoot', modelId: 'p2.grymn-1', targetId: 'p1.mystic', line: 'straight', support: [], roll: d(4, 4) });
    game.do({ type: 'defend', roll: d(6, 5) });
    expect(codes(game.do({ type: 'return-fire', line: 'straight', roll: d(5, 5) }))).toEqual(['shot', 'damaged', 'model-fell', 'activation-ended', 'picks-unopposed']);

    game.do({ type: 'activate', unitId: 'p3.grymn-1' });
    expect(codes(game.do({ type: 'end-activation' }))).toEqual(['activation-ended', 'turn-ended', 'turn-started']);
  });

  it("turn 2: Meg hurls Va'Durr into a wall and then into Jen; Jen turns Meg's own trooper on her", () => {
    game.activate('p1');
    game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 4, roll: d(5, 5) });
    game.do({ type: 'defend', roll: d(1, 1) });
    game.do({ type: 'push', squares: 3, collision: { kind: 'terrain', name: 'Ruined Wall' } });
    game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 2, roll: d(6, 6) });
    game.do({ type: 'defend', roll: d(1, 1) });
    const crash = game.do({ type: 'push', squares: 2, collision: { kind: 'model', modelId: 'p3.mystic' } });
    expect(crash).toContainEqual({ code: 'model-fell', attack: expect.any(Number), modelId: 'p2.mystic', byId: 'p1.mystic', cause: 'collision' });
    expect(game.state.terrain['ruined wall']).toEqual({ name: 'Ruined Wall', damage: 1, destroyed: false });
    expect(game.state.rollOff).toEqual(['p1', 'p3']);

    game.activate('p3');
    game.do({ type: 'psychic-attack', modelId: 'p3.mystic', target: { kind: 'model', modelId: 'p1.mystic' }, squares: 3, roll: d(1, 1) });
    game.do({ type: 'manipulate', modelId: 'p3.mystic', targetId: 'p1.grymn-1', squares: 5, roll: d(6, 6) });

    expect(game.activate('p1', 'p1.grymn-1')).toContainEqual({ code: 'activation-controlled', modelId: 'p1.grymn-1', by: 'p3', casterId: 'p3.mystic' });
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p1.mystic', line: 'straight', support: [], roll: d(6, 5) });
    game.do({ type: 'defend', roll: d(6, 6) });
    game.do({ type: 'decline-return-fire' });
    game.do({ type: 'move', modelId: 'p1.grymn-1', squares: 3 });

    game.do({ type: 'activate', unitId: 'p3.grymn-1' });
    game.do({ type: 'shoot', modelId: 'p3.grymn-1', targetId: 'p1.mystic', line: 'straight', support: [], roll: d(6, 6) });
    game.do({ type: 'defend', roll: d(1, 1) });
    game.do({ type: 'end-activation' });
    expect(game.state.turn).toBe(3);
  });

  it('turn 3: Meg cuts down Jen and stands as the last Mystic', () => {
    game.activate('p1');
    game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p3.mystic', contact: 'corner', roll: d(6, 6) });
    expect(codes(game.do({ type: 'defend', roll: d(1, 1) }))).toEqual(['melee-hit', 'damaged', 'model-fell', 'battle-over']);
    expect(game.state.result).toEqual({ winners: ['p1'], endedBy: 'last-mystic-standing' });
  });

  it('records the result in the shared shape', () => {
    expect(ORDER_66.battle.summary(game.state, {})).toEqual({
      status: 'over',
      turn: 3,
      stage: 'over',
      clock: null,
      scores: { p1: 7, p2: 0, p3: 1 },
      losses: { p1: 1, p2: 4, p3: 3 },
      // Models that fell (the model-fell outcomes above), not wounds taken: Meg's side took a wound and lost no one.
      fallen: { p1: 0, p2: 2, p3: 1 },
      result: {
        winner: 'p1',
        winners: ['p1'],
        endedBy: 'last-mystic-standing',
        decisive: null,
        turns: 3,
        scores: [
          { side: 'p1', total: 7, breakdown: [{ source: 'Meg', points: 5 }, { source: "Meg's Grymn Trooper", points: 2 }] },
          { side: 'p2', total: 0, breakdown: [] },
          { side: 'p3', total: 1, breakdown: [{ source: "Jen's Grymn Trooper", points: 1 }] },
        ],
        losses: [
          { side: 'p1', amount: 1, unitsLost: 0 },
          { side: 'p2', amount: 4, unitsLost: 2 },
          { side: 'p3', amount: 3, unitsLost: 1 },
        ],
      },
    });
  });

  it('tells the battle and counts each Mystic\'s abilities', () => {
    const told = ORDER_66.narrator.narrate({ battleId: 'b', name: 'The Relay', setup: game.setup, steps: game.steps(), state: game.state, rulings: {} });
    expect(told.lines.map((line) => line.text)).toEqual([
      "The Relay: Megan's Meg of Order, Vic's Va'Durr of Chaos and Ann's Jen of Chaos took the field, each with 1 Grymn Trooper.",
      "Turn 1: Jen seized Va'Durr's mind; Va'Durr acted at Jen's command; Va'Durr's choke held Meg; Meg, still choked, could not act; Meg's Grymn Trooper shot Va'Durr; Meg's Grymn Trooper shot Jen; Meg deflected a Grymn volley and answered it, felling Va'Durr's Grymn Trooper.",
      "Turn 2: Meg hurled Va'Durr 3 squares into the Ruined Wall; both took the blow; Meg hurled Va'Durr 2 squares into Jen, and Va'Durr fell; Jen's psychic grip failed on Meg; Jen seized Meg's Grymn Trooper's mind; Meg's Grymn Trooper acted at Jen's command; Meg dodged a Grymn volley; Jen's Grymn Trooper shot Meg.",
      'Turn 3: Meg cut down Jen.',
      'Meg stood as the last Mystic: victory to Megan.',
      "Fallen: Va'Durr, Va'Durr's Grymn Trooper and Jen. Wounds dealt: Megan 7, Vic 0, Ann 1.",
    ]);
    expect(told.lines.filter((line) => line.turningPoint).map((line) => line.key)).toEqual(['turn-2', 'turn-3']);
    const record = (side: string) => told.units.find((unit) => unit.side === side && unit.key === 'mystic')!.counters['abilities used'];
    expect([record('p1'), record('p2'), record('p3')]).toEqual([1, 1, 2]);
  });

  it('replays from its log to the same state', () => {
    expect(replayed(game)).toEqual(game.state);
  });
});

describe('Libby, Luke and Kieran: Sword Master, Mystic Jump and Mystic Lightning', () => {
  it('plays to a victor', () => {
    const game = Game.of([
      { player: 'Lee', mystic: 'libby', combat: 3, dodge: 1 },
      { player: 'Sam', mystic: 'luke', dodge: 2 },
      { player: 'Kim', mystic: 'kieran', dodge: 1 },
    ]);
    game.activate('p2');
    game.do({ type: 'jump', modelId: 'p2.mystic', squares: 4 });
    game.do({ type: 'end-activation' });
    game.activate('p3');
    game.do({ type: 'lightning', modelId: 'p3.mystic', targetId: 'p2.mystic', line: 'straight', roll: d(4, 4) });
    expect(game.do({ type: 'defend', roll: d(3, 3) })).toEqual([expect.objectContaining({ code: 'dodged', total: 9, against: 8 })]);
    game.do({ type: 'lightning', modelId: 'p3.mystic', targetId: 'p1.grymn-1', line: 'straight', roll: d(4, 4) });
    game.activate('p1');
    game.do({ type: 'sword-master', modelId: 'p1.mystic', targets: [{ targetId: 'p2.mystic', squares: 2, roll: d(6, 6) }, { targetId: 'p3.mystic', squares: 1, roll: d(6, 6) }] });
    game.do({ type: 'defend', roll: d(1, 1) });
    game.do({ type: 'defend', roll: d(1, 1) });
    game.do({ type: 'sword-master', modelId: 'p1.mystic', targets: [{ targetId: 'p2.mystic', squares: 2, roll: d(6, 6) }, { targetId: 'p3.mystic', squares: 1, roll: d(6, 6) }] });
    game.do({ type: 'defend', roll: d(1, 1) });
    game.do({ type: 'defend', roll: d(1, 1) });
    expect([game.model('p2.mystic').wounds, game.model('p3.mystic').wounds]).toEqual([1, 1]);
    for (const side of ['p2', 'p3']) {
      game.activate(side, `${side}.grymn-1`);
      game.do({ type: 'end-activation' });
    }
    game.activate('p2');
    game.do({ type: 'melee', modelId: 'p2.mystic', targetId: 'p3.mystic', contact: 'side', roll: d(6, 6) });
    expect(codes(game.do({ type: 'defend', roll: d(1, 1) }))).toEqual(['melee-hit', 'damaged', 'model-fell']);
    game.do({ type: 'end-activation' });
    game.activate('p1');
    game.do({ type: 'sword-master', modelId: 'p1.mystic', targets: [{ targetId: 'p2.mystic', squares: 1, roll: d(6, 6) }] });
    expect(codes(game.do({ type: 'defend', roll: d(2, 1) })).slice(-2)).toEqual(['model-fell', 'battle-over']);
    expect(game.state.result).toEqual({ winners: ['p1'], endedBy: 'last-mystic-standing' });
    expect(replayed(game)).toEqual(game.state);
  });
});
