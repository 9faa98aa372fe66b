import { describe, expect, it } from 'vitest';
import { describeEvent } from './narrator/describe-event';
import { d, Game } from './testing/game';

/**
 * Whose roll a defence, return fire or melee re-roll was. The target "can roll 2D6 + add their Dodge
 * stat" (seed 000 L94, L104); in melee "Their target rolls 2d6 to attempt to avoid the damage"
 * (L128); Meg "may take an immediate return fire shot" (L48). A step names the model rolling, the
 * engine checks it is the one the battle waits for, and the log says "Sable's defence roll (Sam)",
 * never a seat or an id.
 */
function meleeAt(choices = {}): Game {
  const game = Game.of([{ player: 'Rosa', mystic: 'va-durr', combat: 3 }, { player: 'Sam', mystic: 'kieran', dodge: 1 }], choices);
  game.activate('p1');
  game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p2.mystic', contact: 'side', roll: d(5, 5) });
  return game;
}

describe('whose roll a step records (seed 000 L48, L94, L104, L128)', () => {
  it('L128: the defence roll names the target rolling to avoid the blow, and the log says whose it is', () => {
    const game = meleeAt();
    expect(game.refused({ type: 'defend', roll: d(1, 1), modelId: 'p1.mystic' })).toBe("The battle waits for Kieran's roll to avoid the blow, not a roll by Va'Durr");
    game.do({ type: 'defend', roll: d(1, 1), modelId: 'p2.mystic' });
    expect(describeEvent({ type: 'defend', roll: d(1, 1), modelId: 'p2.mystic' }, game.setup)).toBe("Kieran's defence roll (Sam): 1 + 1");
  });

  it('L94, L104: the log names a dodge and a resist as the form did, not a "defence roll", and refuses the wrong kind', () => {
    // A Grymn's shot at a Mystic (L94): the Mystic's dodge roll.
    const shot = Game.of([{ player: 'Ben', mystic: 'va-durr' }, { player: 'Alice', mystic: 'meg', dodge: 2 }]);
    shot.activate('p1', 'p1.grymn-1');
    shot.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(4, 4) });
    expect(shot.refused({ type: 'defend', roll: d(5, 4), modelId: 'p2.mystic', as: 'resist' })).toBe("The battle waits for Meg's dodge roll, not a resist roll");
    const dodge = { type: 'defend' as const, roll: d(5, 4), modelId: 'p2.mystic', as: 'dodge' as const };
    shot.do(dodge);
    expect(describeEvent(dodge, shot.setup)).toBe("Meg's dodge roll (Alice): 5 + 4");
    // A psychic attack on a Mystic (L104): the Mystic's roll to resist.
    const power = Game.of([{ player: 'Ben', mystic: 'va-durr', range: 2 }, { player: 'Alice', mystic: 'meg', dodge: 2 }]);
    power.activate('p1');
    power.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 4, roll: d(5, 5) });
    expect(power.refused({ type: 'defend', roll: d(1, 2), modelId: 'p2.mystic', as: 'dodge' })).toBe("The battle waits for Meg's roll to resist, not a dodge roll");
    const resist = { type: 'defend' as const, roll: d(1, 2), modelId: 'p2.mystic', as: 'resist' as const };
    power.do(resist);
    expect(describeEvent(resist, power.setup)).toBe("Meg's resist roll (Alice): 1 + 2");
  });

  it('a step recorded before steps named their roller still replays, and reads as before', () => {
    const game = meleeAt();
    game.do({ type: 'defend', roll: d(1, 1) });
    expect(describeEvent({ type: 'defend', roll: d(1, 1) }, game.setup)).toBe('Defence roll: 1 + 1');
  });

  it('o66.melee-ties reroll: the re-roll names both Mystics and their players', () => {
    const game = meleeAt({ 'o66.melee-ties': 'reroll' });
    game.do({ type: 'defend', roll: d(6, 6), modelId: 'p2.mystic' }); // 13 against 12 + 1: tied
    expect(game.refused({ type: 'melee-reroll', attack: d(6, 6), defence: d(1, 1), attackerId: 'p2.mystic', targetId: 'p1.mystic' })).toBe(
      "The battle waits for the re-roll of the tied melee between Va'Durr and Kieran, not a roll by Kieran",
    );
    const step = { type: 'melee-reroll' as const, attack: d(6, 6), defence: d(1, 1), attackerId: 'p1.mystic', targetId: 'p2.mystic' };
    game.do(step);
    expect(describeEvent(step, game.setup)).toBe("Melee re-roll: Va'Durr's attack roll (Rosa) 6 + 6 against Kieran's defence roll (Sam) 1 + 1");
  });

  it("L48: Meg's return fire is hers, and says so", () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg', dodge: 2 }, { player: 'Bram', mystic: 'kieran' }]);
    game.activate('p2');
    game.do({ type: 'lightning', modelId: 'p2.mystic', targetId: 'p1.mystic', line: 'straight', roll: d(4, 4) });
    game.do({ type: 'defend', roll: d(6, 6), modelId: 'p1.mystic' });
    expect(game.refused({ type: 'return-fire', line: 'straight', roll: d(5, 5), modelId: 'p2.mystic' })).toBe("The battle waits for Meg's choice to return fire, not a roll by Kieran");
    const step = { type: 'return-fire' as const, line: 'straight' as const, roll: d(5, 5), modelId: 'p1.mystic' };
    game.do(step);
    expect(describeEvent(step, game.setup)).toBe("Meg's return fire roll (Megan): 5 + 5");
  });

  it("L48: letting Meg's return fire pass is her player's choice, and the log says whose", () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg', dodge: 2 }, { player: 'Bram', mystic: 'kieran' }]);
    game.activate('p2');
    game.do({ type: 'lightning', modelId: 'p2.mystic', targetId: 'p1.mystic', line: 'straight', roll: d(4, 4) });
    game.do({ type: 'defend', roll: d(6, 6), modelId: 'p1.mystic' });
    expect(game.refused({ type: 'decline-return-fire', modelId: 'p2.mystic' })).toBe("The battle waits for Meg's choice to return fire, not a roll by Kieran");
    const step = { type: 'decline-return-fire' as const, modelId: 'p1.mystic' };
    game.do(step);
    expect(describeEvent(step, game.setup)).toBe('Meg does not return fire (Megan)');
    expect(describeEvent({ type: 'decline-return-fire' }, game.setup)).toBe('No return fire');
  });
});

/**
 * "If the attack is not resisted, the target can be moved a number of squares equal to Ten minus the
 * distance from the attacker to the target" (seed 000 L106); "If the target encounters another
 * miniature or terrain piece, both take 1 point of damage" (L108). The push is the attacker's: the
 * step names who pushes and what, the engine checks both against the attack, and the log says so.
 */
describe('whose push and whose activation a step records (seed 000 L78, L106, L108)', () => {
  function pushAt(): Game {
    const game = Game.of([{ player: 'Megan', mystic: 'meg', range: 3 }, { player: 'Bram', mystic: 'luke' }]);
    game.activate('p1');
    game.do({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' }, squares: 5, roll: d(4, 4) });
    return game;
  }

  it('L106: the push names the Mystic who pushes and the model pushed, and the log reads it', () => {
    const game = pushAt();
    const step = { type: 'push' as const, squares: 5, collision: null, modelId: 'p1.mystic', target: { kind: 'model' as const, modelId: 'p2.grymn-1' } };
    game.do(step);
    expect(describeEvent(step, game.setup)).toBe("Meg pushes Luke's Grymn Trooper 5 squares (Megan)");
  });

  it('L108: a push into a terrain piece says who pushed what into what', () => {
    const game = pushAt();
    expect(describeEvent({ type: 'push', squares: 2, collision: { kind: 'terrain', name: 'Crate' }, modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' } }, game.setup)).toBe(
      "Meg pushes Luke's Grymn Trooper 2 squares into the Crate (Megan)",
    );
  });

  it('a push naming the wrong Mystic or the wrong target is refused and changes nothing', () => {
    const game = pushAt();
    expect(game.refused({ type: 'push', squares: 5, collision: null, modelId: 'p2.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' } })).toBe("The battle waits for Meg's push, not a push by Luke");
    expect(game.refused({ type: 'push', squares: 5, collision: null, modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' } })).toBe(
      "Meg's push moves Luke's Grymn Trooper, the target of the attack",
    );
  });

  it('a push recorded before steps named the pusher still replays, and reads as before', () => {
    const game = pushAt();
    game.do({ type: 'push', squares: 3, collision: null });
    expect(describeEvent({ type: 'push', squares: 3, collision: null }, game.setup)).toBe('Push 3 squares');
  });

  it("L78: ending an activation names the unit whose activation it was, and refuses another's", () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, { player: 'Bram', mystic: 'luke' }]);
    game.activate('p1');
    expect(game.refused({ type: 'end-activation', unitId: 'p2.mystic' })).toBe('Meg is acting; only that activation can end now');
    game.do({ type: 'end-activation', unitId: 'p1.mystic' });
    expect(describeEvent({ type: 'end-activation', unitId: 'p1.mystic' }, game.setup)).toBe('End the activation of Meg');
    expect(describeEvent({ type: 'end-activation', unitId: 'p2.grymn' }, game.setup)).toBe("End the activation of Luke's Grymn Troopers");
  });
});
