import { describe, expect, it } from 'vitest';
import type { MysticDefinition } from './mystics';
import { order66Rolls } from './chronicle/odds';
import { MYSTICS_LIBRARY_ID } from './roster/mystic-library';
import { ORDER_66 } from './system';
import { d, Game, setupOf, type PlayerSpec } from './testing/game';

/**
 * A group's own Mystic "names the one its ability works like" (src-shared/rules/order-66/mystics.ts):
 * the battle screen offers its action under the group's own name, so the event log, the undo bar,
 * the chronicle and the luck table name it so too, never the printed Mystic's ability it borrows
 * (seed 000 L44: "This ability differs per Mystic").
 */
const own = (key: string, name: string, ability: string, mechanic: MysticDefinition['mechanic']): MysticDefinition => ({ key, name, ability, text: `${ability}, as the group wrote it.`, mechanic, printed: false });
const LIBRARY = {
  [MYSTICS_LIBRARY_ID]: [
    own('sable', 'Sable', 'Night Step', 'jump'),
    own('oru', 'Oru', 'Storm Call', 'lightning'),
    own('ysa', 'Ysa', 'Blade Dance', 'sword-master'),
    own('morr', 'Morr', 'Grave Grip', 'choke'),
    own('tev', 'Tev', 'Silver Tongue', 'manipulation'),
  ],
};

function gameOf(specs: readonly PlayerSpec[]): Game {
  return new Game(setupOf(specs, {}, {}, LIBRARY));
}

const outcomeLines = (game: Game) => game.judged.flat().map((outcome) => ORDER_66.narrator.describeOutcome(outcome, game.setup));
const eventLines = (game: Game) => game.log.map((event) => ORDER_66.narrator.describeEvent(event, game.setup));

describe("a group's own Mystic's ability is named as the group named it", () => {
  it('Night Step (works like Mystic Jump, L52)', () => {
    const game = gameOf([{ player: 'Sam', mystic: 'sable' }, { player: 'Ann', mystic: 'luke' }]);
    game.activate('p1');
    game.do({ type: 'jump', modelId: 'p1.mystic', squares: 3 });
    expect(outcomeLines(game)).toContain('Sable used Night Step: 3 squares across anything in the way, +1 to dodge until the next activation');
    expect(outcomeLines(game).join(' ')).not.toContain('Mystic Jump');
  });

  it('Storm Call (works like Mystic Lightning, L54)', () => {
    const game = gameOf([{ player: 'Oona', mystic: 'oru' }, { player: 'Ann', mystic: 'luke' }]);
    game.activate('p1');
    game.do({ type: 'lightning', modelId: 'p1.mystic', targetId: 'p2.grymn-1', line: 'straight', roll: d(4, 4) });
    expect(eventLines(game)).toContain("Oru's Storm Call at Luke's Grymn Trooper: 4 + 4");
    expect(outcomeLines(game)).toContain("Oru loosed Storm Call at Luke's Grymn Trooper: 8 against 7, a hit");
  });

  it('Blade Dance (works like Sword Master, L50), in the log and the chronicle', () => {
    const game = gameOf([{ player: 'Yan', mystic: 'ysa', combat: 3 }, { player: 'Ann', mystic: 'luke' }]);
    game.activate('p1');
    game.do({ type: 'sword-master', modelId: 'p1.mystic', targets: [{ targetId: 'p2.grymn-1', squares: 2, roll: d(5, 5) }] });
    game.do({ type: 'defend', roll: d(1, 1) });
    expect(eventLines(game)).toContain("Ysa's Blade Dance on Luke's Grymn Trooper");
    expect(outcomeLines(game)).toEqual(expect.arrayContaining(["Ysa used Blade Dance on Luke's Grymn Trooper", "Ysa swung Blade Dance at Luke's Grymn Trooper: 10 + 3 Combat = 13"]));
    const told = ORDER_66.narrator.narrate({ battleId: 'b1', name: 'The Glass Stair', setup: game.setup, steps: game.steps(), state: game.state, rulings: {} });
    expect(told.lines.map((line) => line.text)).toContain("Turn 1: Ysa swept Blade Dance through Luke's Grymn Trooper, cutting down Luke's Grymn Trooper.");
  });

  it('Grave Grip (works like Mystic Choke, L56), in the log and the luck table', () => {
    const game = gameOf([{ player: 'Mae', mystic: 'morr', range: 3 }, { player: 'Ann', mystic: 'luke' }]);
    game.activate('p1');
    game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.grymn-1', lineOfSight: true, roll: d(3, 3) });
    expect(eventLines(game)).toContain("Morr's Grave Grip on Luke's Grymn Trooper: 3 + 3");
    expect(outcomeLines(game)).toContain("Morr's Grave Grip on Luke's Grymn Trooper: 6 + 3 Range = 9 against 7, it takes hold");
    expect(order66Rolls(game.judged.flat(), game.setup).map((roll) => roll.text)).toContain("Morr's Grave Grip on Luke's Grymn Trooper: it took hold");
  });

  it('Silver Tongue (works like Mystic Manipulation, L58), and the controlled activation names it', () => {
    const game = gameOf([{ player: 'Tam', mystic: 'tev', range: 3 }, { player: 'Ann', mystic: 'luke' }]);
    game.activate('p1');
    game.do({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.grymn-1', squares: 4, roll: d(4, 4) });
    game.do({ type: 'end-activation' });
    game.activate('p2', 'p2.grymn-1');
    expect(eventLines(game)).toContain("Tev's Silver Tongue on Luke's Grymn Trooper: 4 + 4");
    expect(outcomeLines(game)).toEqual(
      expect.arrayContaining([
        "Tev's Silver Tongue on Luke's Grymn Trooper, 4 squares away: 8 + 3 Range = 11 against 7, a success",
        "Tam decides what Luke's Grymn Trooper does this activation (Tev's Silver Tongue)",
      ]),
    );
    expect(order66Rolls(game.judged.flat(), game.setup).map((roll) => roll.text)).toContain("Tev's Silver Tongue on Luke's Grymn Trooper: a success");
  });

  it("the rulebook's six read as printed (L48–L58)", () => {
    const game = gameOf([{ player: 'Kim', mystic: 'kieran' }, { player: 'Lee', mystic: 'libby', combat: 3 }]);
    game.activate('p1');
    game.do({ type: 'lightning', modelId: 'p1.mystic', targetId: 'p2.grymn-1', line: 'straight', roll: d(1, 1) });
    expect(outcomeLines(game)).toContain("Kieran loosed Mystic Lightning at Libby's Grymn Trooper: 2 against 7, a miss");
  });
});
