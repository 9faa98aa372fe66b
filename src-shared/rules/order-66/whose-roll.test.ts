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
});
