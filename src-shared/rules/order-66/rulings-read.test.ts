import { describe, expect, it } from 'vitest';
import type { RulingChoices } from '../ruling';
import { unactivatedUnits } from './battle/queries';
import { rulesInPlay } from './rules-in-play';
import { ORDER_66_RULINGS } from './rulings';
import { ORDER_66 } from './system';
import { codes, d, Game, setupOf, type PlayerSpec } from './testing/game';

/**
 * Every Order 66 ruling is read by the engine: for each one a small battle (or roster) whose
 * result differs with the option chosen, and the result each option gives. The last test holds
 * the table to the full list of rulings, so a new ruling without a probe fails here.
 */

type Probe = { readonly lines: string; readonly run: (choices: RulingChoices) => unknown; readonly expected: Readonly<Record<string, unknown>> };

const duel: PlayerSpec[] = [
  { player: 'Megan', mystic: 'meg', combat: 2, range: 1, dodge: 1 },
  { player: 'Sam', mystic: 'luke', combat: 1, range: 2, dodge: 2 },
];

function accepted(game: Game, event: Parameters<Game['do']>[0]): boolean {
  return ORDER_66.battle.apply(game.state, event, game.choices).ok;
}

/** Ends every activation until the next turn's roll-off. */
function finishTurn(game: Game): void {
  const turn = game.state.turn;
  while (game.state.turn === turn && game.state.phase !== 'over') {
    if (game.state.phase === 'activation') game.do({ type: 'end-activation' });
    else if (game.state.phase === 'pick') game.do({ type: 'activate', unitId: unactivatedUnits(game.state, rulesInPlay(game.choices)).find((unit) => unit.pickBy === game.state.picker)!.id });
    else game.do({ type: 'roll-off', rolls: Object.fromEntries(game.state.rollOff.map((side, index) => [side, d(6 - index)])) });
  }
}

const PROBES: Readonly<Record<string, Probe>> = {
  'o66.fourth-stat-roll': {
    lines: 'seed 000 L60–L68',
    run: (choices) => {
      const roster = { name: 'F', allegiance: 'order' as const, mystic: 'meg', creation: { rolls: d(1, 3, 3, 3), assignment: { combat: 0, range: 1, dodge: 2 } }, grymn: 1 };
      return ORDER_66.rosters!.assess({ ...roster, creation: { ...roster.creation, rolls: { ...roster.creation.rolls, sides: 3 as const } } }, choices, {}).valid;
    },
    expected: { 'discard-one': true, 'best-three': false },
  },
  'o66.grymn-per-mystic': {
    lines: 'seed 000 L40, L72',
    run: (choices) => ORDER_66.rosters!.assess({ name: 'F', allegiance: 'order', mystic: 'meg', creation: { rolls: { source: 'entered', sides: 3, faces: [2, 2, 2, 1] }, assignment: { combat: 0, range: 1, dodge: 2 } }, grymn: 3 }, choices, {}).valid,
    expected: { one: false, agreed: true },
  },
  'o66.grymn-reinforcements': {
    lines: 'seed 000 L72',
    run: (choices) => {
      const game = Game.of(duel, choices);
      game.activate('p1', 'p1.grymn-1');
      game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.grymn-1', line: 'straight', support: [], roll: d(6, 6) });
      finishTurn(game);
      return game.model('p2.grymn-1').status;
    },
    expected: { none: 'fallen', 'replace-each-turn': 'standing' },
  },
  'o66.allegiances': {
    lines: 'seed 000 L32',
    run: (choices) => {
      const game = Game.of([duel[0]!, { player: 'Ann', mystic: 'jen' }, { player: 'Sam', mystic: 'luke', allegiance: 'chaos' }], choices);
      game.activate('p1', 'p1.grymn-1');
      return accepted(game, { type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p3.grymn-1', line: 'straight', support: [{ modelId: 'p2.grymn-1', squares: 2 }], roll: d(3, 3) });
    },
    expected: { 'every-player': false, 'order-against-chaos': true },
  },
  'o66.activation-unit': {
    lines: 'seed 000 L76–L80',
    run: (choices) => unactivatedUnits(Game.of(duel.map((spec) => ({ ...spec, grymn: 2 })), { ...choices, 'o66.grymn-per-mystic': 'agreed' }).state, rulesInPlay(choices)).filter((unit) => unit.owner === 'p1').map((unit) => unit.id),
    expected: { 'each-model': ['p1.mystic', 'p1.grymn-1', 'p1.grymn-2'], 'troopers-together': ['p1.mystic', 'p1.grymn'], 'whole-force': ['p1.force'] },
  },
  'o66.roll-off-ties': {
    lines: 'seed 000 L76, L80',
    run: (choices) => {
      const game = Game.of([...duel, { player: 'Ann', mystic: 'jen' }], choices);
      game.do({ type: 'roll-off', rolls: { p1: d(5), p2: d(5), p3: d(2) } });
      return game.state.rollOff;
    },
    expected: { 'tied-reroll': ['p1', 'p2'], 'all-reroll': ['p1', 'p2', 'p3'] },
  },
  'o66.trooper-bonus': {
    lines: 'seed 000 L92',
    run: (choices) => {
      const game = Game.of(duel, choices);
      game.activate('p1', 'p1.grymn-1');
      return accepted(game, { type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.grymn-1', line: 'straight', support: [{ modelId: 'p1.mystic', squares: 1 }], roll: d(3, 3) });
    },
    expected: { 'troopers-only': false, 'mystics-count': true },
  },
  'o66.dodge-against': {
    lines: 'seed 000 L90–L94',
    run: (choices) => {
      const game = Game.of(duel.map((spec) => ({ ...spec, grymn: 2 })), { ...choices, 'o66.grymn-per-mystic': 'agreed' });
      game.activate('p1', 'p1.grymn-1');
      game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [{ modelId: 'p1.grymn-2', squares: 1 }], roll: d(3, 3) });
      return codes(game.do({ type: 'defend', roll: d(2, 3) }))[0];
    },
    expected: { total: 'dodge-failed', dice: 'dodged' },
  },
  'o66.dodge-ties': {
    lines: 'seed 000 L94, L104',
    run: (choices) => {
      const game = Game.of(duel, choices);
      game.activate('p1', 'p1.grymn-1');
      game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(4, 4) });
      return codes(game.do({ type: 'defend', roll: d(3, 3) }))[0];
    },
    expected: { 'attacker-wins-ties': 'dodge-failed', 'defender-wins-ties': 'dodged' },
  },
  'o66.psychic-difficulty': {
    lines: 'seed 000 L102, L114',
    run: (choices) => {
      const game = Game.of(duel, choices);
      game.activate('p1');
      return game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' }, squares: 3, roll: d(2, 3) })[0];
    },
    expected: {
      'six-plus-squares': expect.objectContaining({ total: 6, difficulty: 7, success: false }),
      'flat-six': expect.objectContaining({ total: 6, difficulty: 6, success: true }),
    },
  },
  'o66.square-geometry': {
    lines: 'seed 000 L88, L126',
    run: (choices) => {
      const game = Game.of(duel, choices);
      game.activate('p1');
      return accepted(game, { type: 'melee', modelId: 'p1.mystic', targetId: 'p2.mystic', contact: 'corner', roll: d(3, 3) });
    },
    expected: { 'corners-touch': true, 'sides-only': false },
  },
  'o66.terrain-damage': {
    lines: 'seed 000 L108',
    run: (choices) => {
      const game = Game.of(duel, choices);
      game.activate('p1');
      game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' }, squares: 3, roll: d(6, 6) });
      game.do({ type: 'push', squares: 2, collision: { kind: 'terrain', name: 'Crate' } });
      return game.state.terrain['crate'];
    },
    expected: { 'marks-only': { name: 'Crate', damage: 1, destroyed: false }, destroyed: { name: 'Crate', damage: 1, destroyed: true } },
  },
  'o66.melee-ties': {
    lines: 'seed 000 L128–L130',
    run: (choices) => {
      const game = Game.of(duel, choices);
      game.activate('p1');
      game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p2.grymn-1', contact: 'side', roll: d(3, 3) });
      return codes(game.do({ type: 'defend', roll: d(4, 4) }))[0];
    },
    expected: { 'ties-hit': 'melee-hit', 'ties-avoid': 'melee-avoided', reroll: 'melee-tied' },
  },
  'o66.grymn-combat': {
    lines: 'seed 000 L74, L128',
    run: (choices) => {
      const game = Game.of(duel, choices);
      game.activate('p1', 'p1.grymn-1');
      return game.do({ type: 'melee', modelId: 'p1.grymn-1', targetId: 'p2.grymn-1', contact: 'side', roll: d(3, 3) })[0];
    },
    expected: { none: expect.objectContaining({ combat: 0, total: 6 }), one: expect.objectContaining({ combat: 1, total: 7 }) },
  },
  'o66.mystic-shots': {
    lines: 'seed 000 L48, L54, L90',
    run: (choices) => {
      const game = Game.of([{ player: 'Kim', mystic: 'kieran', range: 3 }, duel[1]!], choices);
      game.activate('p1');
      return game.do({ type: 'lightning', modelId: 'p1.mystic', targetId: 'p2.grymn-1', line: 'straight', roll: d(2, 3) })[0];
    },
    expected: { 'shooting-rules': expect.objectContaining({ bonus: 0, total: 5, hit: false }), 'plus-range': expect.objectContaining({ bonus: 3, total: 8, hit: true }) },
  },
  'o66.mystic-deflection': {
    lines: 'seed 000 L44, L48',
    run: (choices) => {
      const afterResist = Game.of([duel[1]!, { ...duel[0]!, dodge: 3 }], choices);
      afterResist.activate('p1');
      afterResist.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 4, roll: d(3, 3) });
      afterResist.do({ type: 'defend', roll: d(6, 6) });
      const afterDodge = Game.of(duel, choices);
      afterDodge.activate('p2', 'p2.grymn-1');
      afterDodge.do({ type: 'shoot', modelId: 'p2.grymn-1', targetId: 'p1.mystic', line: 'straight', support: [], roll: d(4, 4) });
      afterDodge.do({ type: 'defend', roll: d(6, 6) });
      afterDodge.do({ type: 'return-fire', line: 'straight', roll: d(1, 1) });
      return { offeredAfterResist: afterResist.state.pending[0]?.kind === 'return-fire', megActionsUsed: afterDodge.model('p1.mystic').actionsUsed };
    },
    expected: {
      'shots-free': { offeredAfterResist: false, megActionsUsed: 0 },
      'shots-cost-action': { offeredAfterResist: false, megActionsUsed: 1 },
      'any-ranged-free': { offeredAfterResist: true, megActionsUsed: 0 },
    },
  },
  'o66.mystic-jump': {
    lines: 'seed 000 L44, L52, L118',
    run: (choices) => {
      const game = Game.of(duel, choices);
      game.activate('p1', 'p1.grymn-1');
      game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(4, 4) });
      return game.do({ type: 'defend', roll: d(3, 3) })[0];
    },
    expected: { 'as-action': expect.objectContaining({ code: 'dodge-failed', bonus: 2 }), always: expect.objectContaining({ code: 'dodged', bonus: 3 }) },
  },
  'o66.sword-master-targets': {
    lines: 'seed 000 L50',
    run: (choices) => {
      const game = Game.of([{ player: 'Lee', mystic: 'libby' }, duel[1]!], choices);
      game.activate('p1');
      return accepted(game, { type: 'sword-master', modelId: 'p1.mystic', targets: [{ targetId: 'p1.grymn-1', squares: 1, roll: d(3, 3) }] });
    },
    expected: { enemies: false, 'every-model': true },
  },
  'o66.choke-attack': {
    lines: 'seed 000 L56',
    run: (choices) => {
      const game = Game.of([{ player: 'Vic', mystic: 'va-durr', range: 3 }, duel[1]!], choices);
      game.activate('p1');
      return game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(2, 3) }).map((outcome) => outcome.code === 'choke' && [outcome.roll, outcome.total, outcome.needed])[0];
    },
    expected: { psychic: ['psychic', 8, 7], shooting: ['shot', 5, 7] },
  },
  'o66.choke-duration': {
    lines: 'seed 000 L56',
    run: (choices) => {
      const game = Game.of([{ player: 'Vic', mystic: 'va-durr', range: 3 }, duel[1]!], choices);
      game.activate('p1');
      game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.grymn-1', lineOfSight: true, roll: d(4, 4) });
      game.do({ type: 'end-activation' });
      return codes(game.activate('p2', 'p2.grymn-1')).includes('activation-lost');
    },
    expected: { 'next-activation': true, 'next-turn': false },
  },
  'o66.choke-kill': {
    lines: 'seed 000 L56',
    run: (choices) => {
      const game = Game.of([{ player: 'Vic', mystic: 'va-durr', range: 3 }, duel[1]!], choices);
      game.activate('p1');
      game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.grymn-1', lineOfSight: true, roll: d(4, 4) });
      game.do({ type: 'end-activation' });
      game.activate('p2', 'p2.grymn-1');
      finishTurn(game);
      game.activate('p1');
      game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.grymn-1', lineOfSight: true, roll: d(4, 4) });
      return game.model('p2.grymn-1').status;
    },
    expected: { 'any-two': 'fallen', 'while-choked': 'standing' },
  },
  'o66.manipulation-difficulty': {
    lines: 'seed 000 L58, L102',
    run: (choices) => {
      const game = Game.of([{ player: 'Ann', mystic: 'jen', range: 1 }, duel[1]!], { ...choices, 'o66.psychic-difficulty': 'flat-six' });
      game.activate('p1');
      return game.do({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.grymn-1', squares: 4, roll: d(2, 3) })[0];
    },
    expected: { seven: expect.objectContaining({ total: 6, difficulty: 7, success: false }), 'six-plus-squares': expect.objectContaining({ total: 6, difficulty: 6, success: true }) },
  },
  'o66.manipulation-control': {
    lines: 'seed 000 L58',
    run: (choices) => {
      const game = Game.of([{ player: 'Ann', mystic: 'jen', range: 3 }, duel[1]!], choices);
      game.activate('p1');
      game.do({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.grymn-1', squares: 4, roll: d(4, 4) });
      return unactivatedUnits(game.state, rulesInPlay(choices)).find((unit) => unit.modelIds.includes('p2.grymn-1'))!.pickBy;
    },
    expected: { 'owner-activates': 'p2', 'controller-activates': 'p1' },
  },
  'o66.victory': {
    lines: 'seed 000 L80 (no victory condition)',
    run: (choices) => {
      const game = Game.of([{ ...duel[0]!, combat: 3 }, duel[1]!], choices, { turnLimit: 3, scenario: 'Hold the relay' });
      game.activate('p1');
      for (let blow = 0; blow < 2; blow++) {
        game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p2.mystic', contact: 'side', roll: d(6, 6) });
        game.do({ type: 'defend', roll: d(1, 1) });
      }
      const afterTwo = game.state.phase;
      finishTurn(game);
      game.activate('p1');
      game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p2.mystic', contact: 'side', roll: d(6, 6) });
      game.do({ type: 'defend', roll: d(1, 1) });
      return { afterTwo, afterLukeFalls: game.state.phase, decided: accepted(game, { type: 'battle-decided', winners: ['p1'] }), turnLimit: game.setup.turnLimit };
    },
    expected: {
      'last-mystic-standing': { afterTwo: 'roll-off', afterLukeFalls: 'over', decided: false, turnLimit: null },
      'turn-limit': { afterTwo: 'roll-off', afterLukeFalls: 'activation', decided: false, turnLimit: 3 },
      scenario: { afterTwo: 'roll-off', afterLukeFalls: 'activation', decided: true, turnLimit: null },
    },
  },
};

describe('every Order 66 ruling changes what the engine does', () => {
  for (const ruling of ORDER_66_RULINGS) {
    const probe = PROBES[ruling.id];
    describe(`${ruling.id} (${probe?.lines ?? 'no probe'})`, () => {
      it.each(ruling.options.map((option) => [option.id] as const))('option %s', (optionId) => {
        expect(probe, `no probe for ${ruling.id}`).toBeDefined();
        expect(probe!.run({ [ruling.id]: optionId })).toEqual(probe!.expected[optionId]);
      });
    });
  }

  it('has a probe for every ruling and an expectation for every option', () => {
    expect(Object.keys(PROBES).sort()).toEqual(ORDER_66_RULINGS.map((ruling) => ruling.id).sort());
    for (const ruling of ORDER_66_RULINGS) expect(Object.keys(PROBES[ruling.id]!.expected).sort()).toEqual(ruling.options.map((option) => option.id).sort());
  });

  it('is exposed on the system object', () => {
    expect(ORDER_66.rulings).toBe(ORDER_66_RULINGS);
    expect(new Set(ORDER_66.rulings.map((ruling) => ruling.id)).size).toBe(ORDER_66.rulings.length);
  });
});

describe('set-up reads the victory ruling', () => {
  it('asks for a turn limit under turn-limit and a scenario under scenario', () => {
    const sides = setupOf;
    expect(() => sides(duel, { 'o66.victory': 'turn-limit' })).toThrow('Agree a number of turns');
    expect(() => sides(duel, { 'o66.victory': 'scenario' })).toThrow('Name the scenario');
    expect(sides(duel, { 'o66.victory': 'turn-limit' }, { turnLimit: 4 }).turnLimit).toBe(4);
  });
});

describe('the result line says when the battle ended (o66.victory, seed 000 L80)', () => {
  const resultLine = (game: Game) =>
    ORDER_66.narrator.narrate({ battleId: 'b', name: 'X', setup: game.setup, steps: game.steps(), state: game.state, rulings: game.choices }).lines.find((line) => line.key === 'result')!.text;

  it('after the last agreed turn under turn-limit, and in the turn a concession came', () => {
    const limited = Game.of(duel, { 'o66.victory': 'turn-limit' }, { turnLimit: 1 });
    finishTurn(limited);
    expect(limited.state.result?.endedBy).toBe('turn-limit');
    expect(resultLine(limited)).toBe('The battle ended in a draw, when the agreed turns ran out after turn 1.');

    const conceded = Game.of(duel, {});
    finishTurn(conceded);
    conceded.do({ type: 'concede', side: 'p2' });
    expect(resultLine(conceded)).toBe('Victory to Megan, by concession in turn 2.');
  });
});
