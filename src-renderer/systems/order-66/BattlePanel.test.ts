import { describe, expect, it } from 'vitest';
import { attackOdds, pendingRollOdds } from '../../../src-shared/rules/order-66/battle/odds-now';
import { enteredDice } from '../../../src-shared/rules/dice';
import { Game } from '../../../src-shared/rules/order-66/testing/game';
import { panelSeats } from '../../testing/order-66-table';
import { chanceText } from './words';
import { ORDER_66 } from '../../../src-shared/rules/order-66/system';
import type { AnyGameSystem } from '../../../src-shared/systems/game-system';
import { describeOutcomes } from '../shell/battle-log';

/**
 * The Order 66 battle panel at the table: every step it emits is judged by the real engine
 * (`ORDER_66.battle.apply`) and the panel re-renders with the state the engine returned.
 */
const { seat } = panelSeats();

// Leaving the battle asks in a modal <dialog>; happy-dom's may lack showModal.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};

/** The rulebook's worked example (seed 000 L110): Megan's Meg, activated, with the psychic attack form open on Sam's Luke. */
async function megPsychicAttack() {
  const game = Game.of([
    { player: 'Megan', mystic: 'meg', range: 1 },
    { player: 'Sam', mystic: 'luke', dodge: 2 },
  ]);
  game.activate('p1', 'p1.mystic');
  const at = seat(game);
  await at.click('Psychic attack');
  return at;
}

describe('Order 66 battle panel', () => {
  it('plays the rulebook worked example: roll-off, Meg picked, psychic attack with its odds, Luke fails to resist, pushed 5 squares (seed 000 L76, L110–L120)', async () => {
    const at = seat(Game.of([
      { player: 'Megan', mystic: 'meg', range: 1 },
      { player: 'Sam', mystic: 'luke', dodge: 2 },
    ]));
    expect(at.text()).toContain('Roll-off: turn 1');
    expect(at.text()).toContain('Each player wins it outright 5 in 12 of the time');
    await at.enter("Megan's roll", [6]);
    await at.enter("Sam's roll", [3]);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'roll-off', rolls: { p1: enteredDice([6]), p2: enteredDice([3]) } });
    expect(at.text()).toContain('Megan picks a unit');

    await at.click('Activate Meg');
    expect(await at.judge()).toEqual({ type: 'activate', unitId: 'p1.mystic' });
    expect(at.text()).toContain("Megan's activation");

    await at.click('Psychic attack');
    await at.select('target', 'p2.mystic');
    await at.fill('squares', 5);
    const odds = attackOdds(at.game.state, { kind: 'psychic-attack', modelId: 'p1.mystic', targetId: 'p2.mystic' });
    // 2D6 + 1 against 7 needs 6 or more on the dice: 26 of 36 faces; shown before any die is rolled.
    expect(odds.chance.numerator / odds.chance.denominator).toBeCloseTo(26 / 36);
    expect(at.text()).toContain(`Chance the psychic attack succeeds: ${chanceText(odds.chance)}`);
    expect(at.text()).toContain('the target can be moved up to 5 squares');
    await at.enter("Meg's psychic attack", [3, 4]);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'psychic-attack', modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' }, squares: 5, roll: enteredDice([3, 4]) });

    expect(at.text()).toContain('Luke rolls to resist');
    expect(at.text()).toContain("Meg's roll to beat: 8. Luke rolls 2D6 + 2.");
    expect(at.text()).toContain(chanceText(pendingRollOdds(at.game.state)!.chance));
    await at.enter("Luke's resist", [1, 3]);
    await at.submit();
    // The step says it was a resist roll, so the undo bar and the log name it as the form did (L104).
    expect(await at.judge()).toEqual({ type: 'defend', roll: enteredDice([1, 3]), modelId: 'p2.mystic', as: 'resist' });

    expect(at.text()).toContain('Meg pushes Luke');
    expect(at.text()).toContain('Squares moved (at most 5)');
    await at.fill('pushSquares', 5);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'push', squares: 5, collision: null, modelId: 'p1.mystic', target: { kind: 'model', modelId: 'p2.mystic' } });
    expect(at.game.judged.at(-1)).toContainEqual(expect.objectContaining({ code: 'pushed', squares: 5, max: 5 }));
    at.expectPlayerFacing();
  });

  it("names the one roll a Mystic target makes against an attack: a shot is dodged (seed 000 L94), a psychic attack resisted (L104), never 'dodge or resist'", async () => {
    const game = Game.of([
      { player: 'Ann', mystic: 'meg', range: 1 },
      { player: 'Bram', mystic: 'libby', dodge: 2 },
    ]);
    game.activate('p1', 'p1.grymn-1');
    const trooper = seat(game);
    await trooper.click('Shoot the Pulse Rifle');
    await trooper.select('target', 'p2.mystic');
    const shot = attackOdds(game.state, { kind: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', support: 0 });
    expect(trooper.text()).toContain(`Chance it also gets past the target's dodge: ${chanceText(shot.lands!)}`);
    expect(trooper.text()).not.toContain('dodge or resist');

    const psychic = await megPsychicAttack();
    await psychic.select('target', 'p2.mystic');
    await psychic.fill('squares', 5);
    const power = attackOdds(psychic.game.state, { kind: 'psychic-attack', modelId: 'p1.mystic', targetId: 'p2.mystic' });
    expect(psychic.text()).toContain(`Chance it also gets past the target's resist roll: ${chanceText(power.lands!)}`);
    expect(psychic.text()).not.toContain('dodge or resist');
  });

  it('a psychic attack counted past 10 squares says it is out of reach instead of showing odds for it (seed 000 L98)', async () => {
    const at = await megPsychicAttack();
    await at.select('target', 'p2.mystic');
    await at.fill('squares', 11);
    expect(at.text()).toContain('Out of reach: a psychic attack reaches 10 squares, and this target is 11 squares away.');
    expect(at.text()).not.toContain('Chance the psychic attack succeeds');
    expect(at.text()).not.toContain('moved up to 0 squares');
    await at.fill('squares', 10);
    expect(at.text()).not.toContain('Out of reach');
    expect(at.text()).toContain('Chance the psychic attack succeeds');
  });

  it('the push a psychic attack allows says "if it is not resisted" only of a Mystic; a Grymn or a terrain piece cannot resist, and at ten squares there is no push (seed 000 L102–L106)', async () => {
    const at = await megPsychicAttack();
    await at.select('target', 'p2.mystic');
    await at.fill('squares', 5);
    expect(at.text()).toContain('If it is not resisted, the target can be moved up to 5 squares');
    await at.select('target', 'p2.grymn-1');
    await at.fill('squares', 3);
    expect(at.text()).toContain('If it succeeds, the target can be moved up to 7 squares');
    expect(at.text()).not.toContain('resisted');
    await at.fill('squares', 9);
    expect(at.text()).toContain('If it succeeds, the target can be moved up to 1 square');
    await at.fill('squares', 10);
    expect(at.text()).toContain('Ten minus the distance of 10 squares leaves no push: the target cannot be moved');
    expect(at.text()).not.toContain('up to 0 squares');
    await at.wrapper.get('input[name="terrain"]').setValue(true);
    await at.wrapper.get('input[name="terrainName"]').setValue('the shrine wall');
    await at.fill('squares', 4);
    expect(at.text()).toContain('If it succeeds, the target can be moved up to 6 squares');
    at.expectPlayerFacing();
  });

  // L92: "The Grymn get +1 for every friendly trooper within 4 squares." A lone Grymn has none, yet its
  // Mystic stands beside it: the hint must not say no friendly trooper is on the table.
  it('a lone Grymn’s shot says no other Grymn Trooper can add +1, while its Mystic may count where the group rules so (o66.trooper-bonus)', async () => {
    const lone = Game.of([{ player: 'Alice', mystic: 'meg' }, { player: 'Ben', mystic: 'va-durr' }]);
    lone.activate('p1', 'p1.grymn-1');
    const byDefault = seat(lone);
    await byDefault.click('Shoot the Pulse Rifle');
    expect(byDefault.text()).toContain('No other friendly Grymn Trooper is standing, so no +1 (Mystics do not count).');
    expect(byDefault.text()).not.toContain('No friendly trooper is on the table');
    // Mystics count too: Meg is offered as the +1, so there is no "no +1" hint at all.
    const counted = Game.of([{ player: 'Alice', mystic: 'meg' }, { player: 'Ben', mystic: 'va-durr' }], { 'o66.trooper-bonus': 'mystics-count' });
    counted.activate('p1', 'p1.grymn-1');
    const withMystics = seat(counted);
    await withMystics.click('Shoot the Pulse Rifle');
    expect(withMystics.wrapper.find('fieldset.o66-checks').text()).toContain('Meg');
    expect(withMystics.text()).not.toContain('so no +1');
  });

  it('words what the last roll did as the event log does, for the shell’s “What just happened”, while play carries on (seed 000 L94–L96)', async () => {
    const game = Game.of([
      { player: 'Ann', mystic: 'meg', grymn: 2 },
      { player: 'Bram', mystic: 'libby', dodge: 1, grymn: 2 },
    ], { 'o66.grymn-per-mystic': 'agreed' });
    game.activate('p1', 'p1.grymn-1');
    const at = seat(game);
    await at.click('Shoot the Pulse Rifle');
    await at.select('target', 'p2.mystic');
    await at.enter("Meg's Grymn Trooper 1's shot", [4, 4]);
    await at.submit();
    await at.judge();
    // L94: 2D6 + Dodge must beat the shot's 8; 1 + 2 + 1 does not. L96: "they take 1 point of damage".
    await at.enter("Libby's dodge", [1, 2]);
    await at.submit();
    await at.judge();
    const lines = describeOutcomes(ORDER_66 as unknown as AnyGameSystem, at.game.setup, at.game.judged.at(-1)!).filter((line) => line !== '');
    expect(lines.join(' ')).toContain('Libby failed to dodge');
    expect(lines.join(' ')).toContain('Libby took 1 wound (2 wounds left)');
    expect(at.game.judged.at(-1)).toContainEqual(expect.objectContaining({ code: 'dodge-failed', total: 4, against: 8 }));
    // Play carries on below it: the trooper's second action. The shell says it once, above the panel.
    expect(at.text()).toContain('1 of 2 actions left');
    expect(at.wrapper.find('[aria-label="What just happened"]').exists()).toBe(false);
    at.expectPlayerFacing();
  });

  it('a Grymn shot counts the friendly troopers ticked, shows the odds with their +1, and the Mystic dodges (L88–L96)', async () => {
    const rulings = { 'o66.grymn-per-mystic': 'agreed' };
    const game = Game.of([
      { player: 'Ann', mystic: 'meg', grymn: 2 },
      { player: 'Bram', mystic: 'libby', dodge: 1, grymn: 2 },
    ], rulings);
    game.activate('p1', 'p1.grymn-1');
    const at = seat(game);
    await at.click('Shoot the Pulse Rifle');
    await at.select('target', 'p2.mystic');
    const support = at.wrapper.findAll('.o66-check-row input[type="checkbox"]');
    expect(support.map((box) => box.element.parentElement!.textContent!.trim())).toEqual(["Meg's Grymn Trooper 2"]);
    await support[0]!.setValue(true);
    await at.wrapper.get('input[aria-label="Squares to Meg\'s Grymn Trooper 2"]').setValue('3');
    const odds = attackOdds(game.state, { kind: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', support: 1 }, rulings);
    expect(at.text()).toContain(`Chance the shot hits: ${chanceText(odds.chance)}`);
    await at.enter("Meg's Grymn Trooper 1's shot", [3, 3]);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [{ modelId: 'p1.grymn-2', squares: 3 }], roll: enteredDice([3, 3]) });
    expect(at.text()).toContain('Libby rolls to dodge');
    expect(at.text()).toContain("Meg's Grymn Trooper 1's roll to beat: 7. Libby rolls 2D6 + 1.");
    await at.enter("Libby's dodge", [6, 5]);
    await at.submit();
    await at.judge();
    expect(at.game.judged.at(-1)).toContainEqual(expect.objectContaining({ code: 'dodged', total: 12, against: 7 }));
    // Back to the trooper's second action.
    expect(at.text()).toContain('1 of 2 actions left');
    at.expectPlayerFacing();
  });

  it('a melee blow and its defence roll, then the activation ends early and the next roll-off comes (L124–L130, L78)', async () => {
    const game = Game.of([
      { player: 'Ann', mystic: 'libby', combat: 3 },
      { player: 'Bram', mystic: 'kieran', dodge: 1 },
    ]);
    game.activate('p1');
    const at = seat(game);
    await at.click('Melee');
    await at.select('target', 'p2.mystic');
    const odds = attackOdds(game.state, { kind: 'melee', modelId: 'p1.mystic', targetId: 'p2.mystic' });
    expect(at.text()).toContain(`Chance the blow lands: ${chanceText(odds.chance)}`);
    await at.enter("Libby's attack roll (Ann)", [5, 4]);
    await at.submit();
    await at.judge();
    expect(at.text()).toContain("Kieran rolls to avoid Libby's blow");
    expect(at.text()).toContain('The attack totals 12. Kieran rolls 2D6 + 1.');
    // Ties hit under the default ruling: the chance to avoid is the whole story, no re-roll line.
    expect(at.text()).toContain('Chance the blow is avoided:');
    expect(at.text()).not.toContain('Chance the blow lands');
    // The dice box says whose roll it is: Kieran's, rolled by Bram (never a seat or an id).
    expect(at.wrapper.findAll('legend').map((legend) => legend.text())).toContain("Kieran's defence roll (Bram) 2D6");
    await at.enter("Kieran's defence roll (Bram)", [2, 2]);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'defend', roll: enteredDice([2, 2]), modelId: 'p2.mystic', as: 'defence' });
    expect(at.game.state.models['p2.mystic']!.wounds).toBe(2);
    expect(at.wrapper.find('[aria-label="Kieran: 2 of 3 wounds left"]').exists()).toBe(true);
    await at.click('End this activation');
    expect(await at.judge()).toEqual({ type: 'end-activation', unitId: 'p1.mystic' });
    expect(at.text()).toContain('Roll-off: turn 1');
    at.expectPlayerFacing();
  });

  it('keeps Confirm the roll-off in the Tab order until every die is in, saying whose roll is missing (seed 000 L76)', async () => {
    const at = seat(Game.of([
      { player: 'Megan', mystic: 'meg' },
      { player: 'Sam', mystic: 'luke' },
    ]));
    const confirm = () => at.wrapper.findAll('button').find((button) => button.text() === 'Confirm the roll-off')!;
    const reason = () => at.wrapper.get(`#${confirm().attributes('aria-describedby')}`).text();
    expect(confirm().attributes('disabled')).toBeUndefined();
    expect(confirm().attributes('aria-disabled')).toBe('true');
    expect(reason()).toBe("Enter Megan's and Sam's rolls.");
    await at.submit();
    await confirm().trigger('click');
    expect(at.emitted()).toEqual([]);
    await at.enter("Megan's roll", [5]);
    expect(reason()).toBe("Enter Sam's roll.");
    await at.enter("Sam's roll", [2]);
    expect(confirm().attributes('aria-disabled')).toBeUndefined();
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'roll-off', rolls: { p1: enteredDice([5]), p2: enteredDice([2]) } });
  });

  it('a roll-off says "again" only when it settles a tie, not when a player simply has no unit left to roll for (seed 000 L76–L80)', async () => {
    const game = Game.of([
      { player: 'Ann', mystic: 'meg' },
      { player: 'Bram', mystic: 'luke' },
      { player: 'Cara', mystic: 'libby' },
    ]);
    // Cara activates both her units: "Should a player have no more units to activate, the next highest rolling player activates" (L80).
    for (const unit of ['p3.mystic', 'p3.grymn-1']) {
      game.activate('p3', unit);
      game.do({ type: 'end-activation', unitId: unit });
    }
    const at = seat(game);
    expect(at.text()).toContain('Roll-off: turn 1');
    expect(at.text()).toContain('Ann and Bram roll a D6. The highest roller');
    expect(at.text()).not.toContain('roll a D6 again');
    // When every player still rolling ties, what just happened (the shell's box, in the log's words) says so.
    await at.enter("Ann's roll", [4]);
    await at.enter("Bram's roll", [4]);
    await at.submit();
    await at.judge();
    const said = describeOutcomes(ORDER_66 as unknown as AnyGameSystem, at.game.setup, at.game.judged.at(-1)!);
    expect(said).toContain('Ann and Bram tied on 4: Ann and Bram roll again');
    // The form itself says it is the tie's re-roll, though the same two roll as before.
    expect(at.text()).toContain('Ann and Bram roll a D6 again.');
    at.expectPlayerFacing();
  });

  it('a two-player roll-off that ties says "again" on the re-roll, and the next roll-off after it does not (seed 000 L76)', async () => {
    const at = seat(Game.of([
      { player: 'Ann', mystic: 'meg' },
      { player: 'Bram', mystic: 'luke' },
    ]));
    expect(at.text()).toContain('Ann and Bram roll a D6. The highest roller');
    await at.enter("Ann's roll", [3]);
    await at.enter("Bram's roll", [3]);
    await at.submit();
    await at.judge();
    expect(at.text()).toContain('Ann and Bram roll a D6 again.');
    await at.enter("Ann's roll", [6]);
    await at.enter("Bram's roll", [1]);
    await at.submit();
    await at.judge();
    await at.click('Activate Meg');
    await at.judge();
    await at.click('End this activation');
    await at.judge();
    expect(at.text()).toContain('Ann and Bram roll a D6. The highest roller');
    expect(at.text()).not.toContain('roll a D6 again');
  });

  it('a roll-off after a three-way start says "again" for the tied pair only (seed 000 L76)', async () => {
    const game = Game.of([
      { player: 'Ann', mystic: 'meg' },
      { player: 'Bram', mystic: 'luke' },
      { player: 'Cara', mystic: 'libby' },
    ]);
    const at = seat(game);
    expect(at.text()).toContain('Ann, Bram and Cara roll a D6. The highest roller');
    await at.enter("Ann's roll", [5]);
    await at.enter("Bram's roll", [5]);
    await at.enter("Cara's roll", [2]);
    await at.submit();
    await at.judge();
    expect(at.text()).toContain('Ann and Bram roll a D6 again.');
  });

  it('a form that is not complete says what is missing and sends nothing', async () => {
    const game = Game.of([
      { player: 'Ann', mystic: 'va-durr' },
      { player: 'Bram', mystic: 'jen' },
    ]);
    game.activate('p1');
    const at = seat(game);
    await at.click('Mystic Choke');
    await at.submit();
    expect(at.wrapper.get('[role="alert"]').text()).toBe('Choose a target');
    await at.select('target', 'p2.mystic');
    await at.submit();
    expect(at.wrapper.get('[role="alert"]').text()).toBe('Enter or roll the dice');
    expect(at.emitted()).toEqual([]);
  });

  it('an app roll keeps its seed, and the engine accepts it as the seed says (dice from a recorded seed)', async () => {
    const at = seat(Game.of([
      { player: 'Ann', mystic: 'meg' },
      { player: 'Bram', mystic: 'luke' },
    ]));
    await at.click('App rolls for everyone');
    expect(at.text()).toContain('rolled by the app');
    expect(at.text()).not.toMatch(/seed -?\d/);
    await at.submit();
    const event = await at.judge();
    expect(event.type).toBe('roll-off');
    const rolls = Object.values((event as { rolls: Record<string, { source: string }> }).rolls);
    expect(rolls.map((roll) => roll.source)).toEqual(['rolled', 'rolled']);
  });

  it('shows who won, how, and the wounds of each player once the battle is over', async () => {
    const game = Game.of([
      { player: 'Ann', mystic: 'meg' },
      { player: 'Bram', mystic: 'luke' },
    ]);
    const at = seat(game);
    await at.wrapper.find('details').trigger('toggle');
    await at.select('concede', 'p2');
    // One click only asks: nothing is sent until the table confirms, and Cancel sends nothing.
    await at.click('Leave the battle…');
    expect(at.wrapper.get('dialog .concession').text()).toBe('Bram concedes: the battle ends and Ann holds the field. Only “Undo last step” can take it back.');
    await at.click('Cancel');
    expect(at.emitted()).toEqual([]);
    await at.click('Leave the battle…');
    await at.click('Bram concedes');
    expect(await at.judge()).toEqual({ type: 'concede', side: 'p2' });
    expect(at.wrapper.get('[aria-label="Result"] h3').text()).toBe('Ann wins by concession');
    expect(at.text()).not.toContain('Roll-off');
    at.expectPlayerFacing();
  });

  it('disables the confirm buttons while a step is being judged', async () => {
    const game = Game.of([
      { player: 'Ann', mystic: 'meg' },
      { player: 'Bram', mystic: 'luke' },
    ]);
    game.activate('p1');
    const at = seat(game);
    await at.wrapper.setProps({ busy: true });
    const confirm = at.wrapper.findAll('button').find((button) => button.text() === 'Confirm the action')!;
    expect(confirm.attributes('disabled')).toBeDefined();
  });
});
