import { describe, expect, it } from 'vitest';
import type { Order66Outcome, Order66OutcomeCode } from './battle/outcomes';
import { ORDER_66 } from './system';
import { d, Game, setupOf } from './testing/game';

/** The narrator in the game's own voice, deterministic, with a case for every outcome code. */

const trio = [
  { player: 'Vic', mystic: 'va-durr', range: 2 },
  { player: 'Sam', mystic: 'luke', dodge: 1 },
  { player: 'Megan', mystic: 'meg', dodge: 2 },
];

function tell(game: Game) {
  return ORDER_66.narrator.narrate({ battleId: 'b1', name: 'Skirmish at the Relay', setup: game.setup, steps: game.steps(), state: game.state, rulings: game.choices });
}

function quietTurn(game: Game): void {
  const order: [string, string][] = [
    ['p1', 'p1.mystic'],
    ['p2', 'p2.mystic'],
    ['p3', 'p3.mystic'],
    ['p1', 'p1.grymn-1'],
    ['p2', 'p2.grymn-1'],
  ];
  for (const [side, unit] of order) {
    game.activate(side, unit);
    game.do({ type: 'end-activation' });
  }
  game.do({ type: 'activate', unitId: 'p3.grymn-1' });
  game.do({ type: 'end-activation' });
}

describe('the issue\'s line: "Turn 2: Va\'Durr\'s choke held Luke; Meg deflected a Grymn volley and answered it"', () => {
  function turnTwo(returnFire: [number, number]) {
    const game = Game.of(trio);
    quietTurn(game);
    game.activate('p1');
    game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(3, 3) });
    game.do({ type: 'defend', roll: d(1, 2) });
    game.do({ type: 'end-activation' });
    game.activate('p2', 'p2.grymn-1');
    game.do({ type: 'shoot', modelId: 'p2.grymn-1', targetId: 'p3.mystic', line: 'straight', support: [], roll: d(4, 3) });
    game.do({ type: 'defend', roll: d(5, 4) });
    game.do({ type: 'return-fire', line: 'straight', roll: d(...returnFire) });
    return game;
  }

  it('tells turn 2 in those words, and says how the answer went', () => {
    expect(tell(turnTwo([1, 2])).lines.find((line) => line.key === 'turn-2')!.text).toBe("Turn 2: Va'Durr's choke held Luke; Meg deflected a Grymn volley and answered it, but missed.");
    expect(tell(turnTwo([6, 2])).lines.find((line) => line.key === 'turn-2')!.text).toBe(
      "Turn 2: Va'Durr's choke held Luke; Meg deflected a Grymn volley and answered it, felling Luke's Grymn Trooper.",
    );
  });

  it('anchors the line to the steps it tells, and is the same every time', () => {
    const game = turnTwo([6, 2]);
    const line = tell(game).lines.find((entry) => entry.key === 'turn-2')!;
    expect(line).toMatchObject({ seq: 20, lastSeq: 27, turn: 2, kind: 'action', turningPoint: false });
    expect(tell(game)).toEqual(tell(game));
  });
});

/** One of every outcome, so a new code without words fails to compile here. */
const EVERY: Readonly<Record<Order66OutcomeCode, Order66Outcome>> = {
  'roll-off-won': { code: 'roll-off-won', side: 'p1', rolls: { p1: 6, p2: 3 } },
  'roll-off-tied': { code: 'roll-off-tied', sides: ['p1', 'p2'], rolls: { p1: 5, p2: 5 }, rerolling: ['p1', 'p2'] },
  'picks-unopposed': { code: 'picks-unopposed', side: 'p2' },
  'unit-activated': { code: 'unit-activated', side: 'p1', unitId: 'p1.mystic', modelIds: ['p1.mystic'] },
  'activation-lost': { code: 'activation-lost', modelId: 'p2.mystic', casterId: 'p1.mystic' },
  'activation-controlled': { code: 'activation-controlled', modelId: 'p2.mystic', by: 'p1', casterId: 'p1.mystic' },
  'activation-ended': { code: 'activation-ended', side: 'p1', unitId: 'p1.mystic', early: true },
  'turn-ended': { code: 'turn-ended', turn: 1 },
  'turn-started': { code: 'turn-started', turn: 2 },
  reinforced: { code: 'reinforced', modelId: 'p2.grymn-1' },
  moved: { code: 'moved', modelId: 'p1.mystic', squares: 3, acrossModels: false },
  jumped: { code: 'jumped', modelId: 'p2.mystic', squares: 4 },
  shot: { code: 'shot', attack: 1, weapon: 'pulse-rifle', modelId: 'p1.grymn-1', targetId: 'p2.mystic', dice: 7, bonus: 1, total: 8, needed: 7, hit: true, answering: null },
  dodged: { code: 'dodged', attack: 1, modelId: 'p2.mystic', attackerId: 'p1.grymn-1', weapon: 'pulse-rifle', dice: 8, bonus: 2, total: 10, against: 8 },
  'dodge-failed': { code: 'dodge-failed', attack: 1, modelId: 'p2.mystic', attackerId: 'p1.grymn-1', weapon: 'pulse-rifle', dice: 3, bonus: 2, total: 5, against: 8 },
  'psychic-attack': { code: 'psychic-attack', attack: 2, modelId: 'p1.mystic', target: { kind: 'terrain', name: 'Crate' }, distance: 4, dice: 6, range: 2, total: 8, difficulty: 8, success: true },
  resisted: { code: 'resisted', attack: 2, modelId: 'p2.mystic', attackerId: 'p1.mystic', power: 'psychic', dice: 9, bonus: 2, total: 11, against: 8 },
  'resist-failed': { code: 'resist-failed', attack: 2, modelId: 'p2.mystic', attackerId: 'p1.mystic', power: 'choke', dice: 2, bonus: 2, total: 4, against: 8 },
  pushed: { code: 'pushed', attack: 2, attackerId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 3, max: 6 },
  collision: { code: 'collision', attack: 2, target: { kind: 'model', modelId: 'p2.mystic' }, with: { kind: 'terrain', name: 'Crate' } },
  damaged: { code: 'damaged', attack: 2, modelId: 'p2.mystic', byId: 'p1.mystic', cause: 'collision', woundsLeft: 2 },
  'terrain-damaged': { code: 'terrain-damaged', attack: 2, name: 'Crate', byId: 'p1.mystic', damage: 1 },
  'terrain-destroyed': { code: 'terrain-destroyed', attack: 2, name: 'Crate' },
  'model-fell': { code: 'model-fell', attack: 3, modelId: 'p2.grymn-1', byId: 'p1.mystic', cause: 'choke' },
  'melee-attack': { code: 'melee-attack', attack: 4, modelId: 'p1.mystic', targetId: 'p2.grymn-1', dice: 7, combat: 2, total: 9, via: 'sword-master' },
  'melee-hit': { code: 'melee-hit', attack: 4, modelId: 'p1.mystic', targetId: 'p2.grymn-1', attackTotal: 9, dice: 5, bonus: 0, defenceTotal: 5, via: 'melee' },
  'melee-avoided': { code: 'melee-avoided', attack: 4, modelId: 'p1.mystic', targetId: 'p2.mystic', attackTotal: 9, dice: 9, bonus: 2, defenceTotal: 11, via: 'melee' },
  'melee-tied': { code: 'melee-tied', attack: 4, modelId: 'p1.mystic', targetId: 'p2.mystic', attackTotal: 9, dice: 7, bonus: 2, defenceTotal: 9, via: 'melee' },
  'sword-master': { code: 'sword-master', modelId: 'p1.mystic', targetIds: ['p2.mystic', 'p2.grymn-1'] },
  choke: { code: 'choke', attack: 5, modelId: 'p1.mystic', targetId: 'p2.mystic', roll: 'psychic', dice: 6, total: 8, needed: 7, success: true },
  choked: { code: 'choked', attack: 5, modelId: 'p1.mystic', targetId: 'p2.mystic', times: 1, fatal: false, dueTurn: null },
  manipulation: { code: 'manipulation', attack: 6, modelId: 'p1.mystic', targetId: 'p2.grymn-1', distance: 9, dice: 5, total: 7, difficulty: 7, success: true },
  controlled: { code: 'controlled', attack: 6, casterId: 'p1.mystic', targetId: 'p2.grymn-1', by: 'p1', fromTurn: 1 },
  'return-fire-declined': { code: 'return-fire-declined', attack: 1, modelId: 'p2.mystic' },
  conceded: { code: 'conceded', side: 'p2' },
  'battle-decided': { code: 'battle-decided', winners: ['p1'] },
  'battle-over': { code: 'battle-over', endedBy: 'last-mystic-standing', winners: ['p1'] },
};

describe('describeOutcome', () => {
  const setup = setupOf([{ player: 'Vic', mystic: 'va-durr' }, { player: 'Sam', mystic: 'luke' }]);

  it.each(Object.entries(EVERY))('%s reads as words, with names and never an id or code', (_, outcome) => {
    const text = ORDER_66.narrator.describeOutcome(outcome, setup);
    expect(text.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/\bp\d\.|mystic\b|grymn-\d|pulse-rifle|sword-master|last-mystic-standing/);
  });

  it('gives the numbers behind a roll', () => {
    expect(ORDER_66.narrator.describeOutcome(EVERY.shot, setup)).toBe("Va'Durr's Grymn Trooper fired a Pulse Rifle at Luke: 7 + 1 for friendly troopers = 8 against 7, a hit");
    expect(ORDER_66.narrator.describeOutcome(EVERY['battle-over'], setup)).toBe('Vic won the battle, with the last Mystic standing');
  });
});

describe('dodges and resists told as the house rules judged them (seed 000 L94, L104; o66.dodge-ties)', () => {
  const duel = [
    { player: 'Megan', mystic: 'meg', range: 1 },
    { player: 'Sam', mystic: 'luke', dodge: 1 },
  ];
  const ties = { 'o66.dodge-ties': 'defender-wins-ties' };

  it('a dodge that ties the shot under "Ties dodge" equals it; one that is higher beats it', () => {
    const game = Game.of(duel, ties);
    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(4, 4) });
    const tied = game.do({ type: 'defend', roll: d(3, 4) });
    expect(tied.map((outcome) => ORDER_66.narrator.describeOutcome(outcome, game.setup))).toEqual(['Luke dodged: 7 + 1 Dodge = 8 equals 8']);
    const higher = Game.of(duel);
    higher.activate('p1', 'p1.grymn-1');
    higher.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(4, 4) });
    expect(ORDER_66.narrator.describeOutcome(higher.do({ type: 'defend', roll: d(4, 4) })[0]!, higher.setup)).toBe('Luke dodged: 8 + 1 Dodge = 9 beats 8');
  });

  it('a resist that ties the psychic attack under "Ties dodge" equals it', () => {
    const game = Game.of(duel, ties);
    game.activate('p1');
    game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 5, roll: d(4, 3) });
    const outcomes = game.do({ type: 'defend', roll: d(3, 4) });
    expect(ORDER_66.narrator.describeOutcome(outcomes[0]!, game.setup)).toBe('Luke resisted: 7 + 1 Dodge = 8 equals 8');
  });
});

describe("Va'Durr's choke told as the house rules time it (seed 000 L56; o66.choke-duration)", () => {
  function chokeTrooper(choices = {}) {
    const game = Game.of([{ player: 'Vic', mystic: 'va-durr', range: 2 }, { player: 'Sam', mystic: 'luke' }], choices);
    game.activate('p1');
    const outcomes = game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.grymn-1', lineOfSight: true, roll: d(4, 4) });
    return outcomes.map((outcome) => ORDER_66.narrator.describeOutcome(outcome, game.setup));
  }

  it('by default the trooper loses its next activation', () => {
    expect(chokeTrooper()).toContain("Luke's Grymn Trooper is choked: no actions in Luke's Grymn Trooper's next activation");
  });

  it('under "The whole next turn" it may take no actions during the next turn, named by number', () => {
    expect(chokeTrooper({ 'o66.choke-duration': 'next-turn' })).toContain("Luke's Grymn Trooper is choked: no actions during turn 2");
  });
});

describe('a three-player battle told from start to finish', () => {
  it('opens with the forces, tells each turn, names the victor and the toll', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, { player: 'Lee', mystic: 'libby', combat: 3, allegiance: 'chaos' }, { player: 'Kim', mystic: 'kieran' }]);
    game.activate('p2');
    game.do({ type: 'sword-master', modelId: 'p2.mystic', targets: [{ targetId: 'p1.grymn-1', squares: 1, roll: d(5, 5) }, { targetId: 'p3.mystic', squares: 2, roll: d(6, 6) }] });
    game.do({ type: 'defend', roll: d(1, 1) });
    game.do({ type: 'defend', roll: d(1, 1) });
    game.do({ type: 'melee', modelId: 'p2.mystic', targetId: 'p1.mystic', contact: 'side', roll: d(6, 6) });
    game.do({ type: 'defend', roll: d(1, 1) });
    const told = tell(game);
    expect(told.lines.map((line) => line.text)).toEqual([
      "Skirmish at the Relay: Megan's Meg of Order, Lee's Libby of Chaos and Kim's Kieran of Order took the field, each with 1 Grymn Trooper.",
      "Turn 1: Libby swept Sword Master through Meg's Grymn Trooper and Kieran, cutting down Meg's Grymn Trooper and wounding Kieran; Libby wounded Meg in melee.",
      'Fallen: Meg\'s Grymn Trooper. Wounds dealt: Megan 0, Lee 3, Kim 0.',
    ]);
    expect(told.units.find((unit) => unit.key === 'mystic' && unit.side === 'p2')).toEqual({
      key: 'mystic',
      side: 'p2',
      name: 'Libby',
      losses: 0,
      inflicted: 3,
      counters: { kills: 1, 'abilities used': 1, 'dodges and resists': 0, 'activations lost': 0, 'wounds to friends': 0 },
      outcome: 'standing',
    });
    expect(told.sideCounters['p1']).toEqual({ 'wounds dealt': 0, 'wounds taken': 2, kills: 0, 'models lost': 1, 'Mystic fell': 0 });
  });
});
