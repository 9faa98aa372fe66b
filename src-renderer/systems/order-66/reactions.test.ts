import { describe, expect, it } from 'vitest';
import { enteredDice } from '../../../src-shared/rules/dice';
import { Game } from '../../../src-shared/rules/order-66/testing/game';
import { panelSeats } from '../../testing/order-66-table';

/** Pushes with collisions, terrain targets, tied melee and scenario verdicts through the panel, judged by the real engine. */
const { seat, seatActive } = panelSeats();

describe('Order 66 reactions in the battle panel', () => {
  it('a pushed trooper that runs into a Mystic: both take 1 point of damage (L108)', async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'meg', range: 3 }, { player: 'Bram', mystic: 'libby' }]), 'p1');
    await at.click('Psychic attack');
    await at.select('target', 'p2.grymn-1');
    await at.fill('squares', 3);
    await at.enter("Meg's psychic attack", [4, 4]);
    await at.submit();
    await at.judge();
    // A Grymn Trooper cannot resist: straight to the push, ten minus three squares.
    expect(at.text()).toContain("Meg pushes Libby's Grymn Trooper");
    expect(at.text()).toContain('Squares moved (at most 7)');
    await at.fill('pushSquares', 2);
    await at.select('collision', 'model');
    await at.select('collisionModel', 'p2.mystic');
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'push', squares: 2, collision: { kind: 'model', modelId: 'p2.mystic' }, modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.grymn-1' } });
    expect(at.game.state.models['p2.grymn-1']!.status).toBe('fallen');
    expect(at.game.state.models['p2.mystic']!.wounds).toBe(2);
    at.expectPlayerFacing();
  });

  it('a psychic attack on a terrain piece reads its size for the difficulty and pushes it into another (L98–L108)', async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'meg', range: 1 }, { player: 'Bram', mystic: 'libby' }]), 'p1');
    await at.click('Psychic attack');
    await at.wrapper.get('input[name="terrain"]').setValue(true);
    await at.fill('terrainName', 'Broken pillar');
    await at.fill('terrainSquares', 2);
    await at.fill('squares', 4);
    // Difficulty 6 + 2 squares = 8; 2D6 + 1 needs 7 or more on the dice: 21 in 36 = 7 in 12.
    expect(at.text()).toContain('Chance the psychic attack succeeds: 58.3% (7 in 12)');
    await at.enter("Meg's psychic attack", [6, 1]);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'terrain', name: 'Broken pillar', squares: 2 }, squares: 4, roll: enteredDice([6, 1]) });
    expect(at.text()).toContain('Meg pushes the Broken pillar');
    await at.fill('pushSquares', 6);
    await at.select('collision', 'terrain');
    await at.fill('collisionTerrain', 'Shrine wall');
    await at.submit();
    await at.judge();
    expect(at.text()).toContain('Terrain hit:');
    expect(at.text()).toContain('Broken pillar (1 damage)');
    expect(at.text()).toContain('Shrine wall (1 damage)');
  });

  it('refuses to send a push whose collision is not named, and says so', async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'meg', range: 3 }, { player: 'Bram', mystic: 'libby' }]), 'p1');
    await at.click('Psychic attack');
    await at.select('target', 'p2.grymn-1');
    await at.fill('squares', 3);
    await at.enter("Meg's psychic attack", [4, 4]);
    await at.submit();
    await at.judge();
    await at.fill('pushSquares', 2);
    await at.select('collision', 'model');
    await at.submit();
    expect(at.wrapper.get('[role="alert"]').text()).toBe('Choose the miniature it ran into');
    expect(at.emitted().at(-1)!.type).toBe('psychic-attack');
  });

  it('a tied melee under "both roll again" asks both players for fresh dice (o66.melee-ties)', async () => {
    const rulings = { 'o66.melee-ties': 'reroll' };
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'libby', combat: 1 }, { player: 'Bram', mystic: 'meg', dodge: 1 }], rulings), 'p1');
    await at.click('Melee');
    await at.select('target', 'p2.mystic');
    await at.enter("Libby's attack roll (Ann)", [3, 3]);
    await at.submit();
    await at.judge();
    await at.enter("Meg's defence roll (Bram)", [3, 3]);
    await at.submit();
    await at.judge();
    expect(at.text()).toContain('Libby and Meg tied: both roll again');
    // The re-roll's own chance, and the blow's once later ties are rolled again too.
    expect(at.text()).toContain('Chance the blow lands, tied rolls rolled again');
    // Each dice box says whose roll it is: the Mystic and the player who rolls for it.
    await at.enter("Libby's attack roll (Ann)", [6, 6]);
    await at.enter("Meg's defence roll (Bram)", [1, 1]);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'melee-reroll', attack: enteredDice([6, 6]), defence: enteredDice([1, 1]), attackerId: 'p1.mystic', targetId: 'p2.mystic' });
    expect(at.game.state.models['p2.mystic']!.wounds).toBe(2);
  });

  it('a scenario battle is decided by the players named as its winners (o66.victory: scenario)', async () => {
    const rulings = { 'o66.victory': 'scenario' };
    const game = Game.of([{ player: 'Ann', mystic: 'meg' }, { player: 'Bram', mystic: 'luke' }, { player: 'Cara', mystic: 'jen' }], rulings, { scenario: 'Hold the relic' });
    const table = seat(game);
    expect(table.text()).toContain('Victory: A scenario the group agrees: Hold the relic');
    const boxes = table.wrapper.findAll('fieldset.o66-checks input[type="checkbox"]');
    await boxes[0]!.setValue(true);
    await boxes[2]!.setValue(true);
    await table.click('Record the winners');
    expect(await table.judge()).toEqual({ type: 'battle-decided', winners: ['p1', 'p3'] });
    expect(table.wrapper.get('[aria-label="Result"] h3').text()).toBe("Ann and Cara win by the group's scenario");
  });

  it('under "Ties dodge" the dodge box says the roll is to equal or beat, and a tie dodges (seed 000 L94; o66.dodge-ties)', async () => {
    const game = Game.of([{ player: 'Ann', mystic: 'meg' }, { player: 'Bram', mystic: 'luke', dodge: 1 }], { 'o66.dodge-ties': 'defender-wins-ties' });
    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: enteredDice([4, 4]) });
    const table = seat(game);
    expect(table.text()).toContain("Meg's Grymn Trooper's roll to equal or beat: 8. Luke rolls 2D6 + 1.");
    await table.enter("Luke's dodge", [3, 4]);
    await table.submit();
    await table.judge();
    expect(table.game.judged.at(-1)).toContainEqual(expect.objectContaining({ code: 'dodged', total: 8, against: 8 }));
  });
});
