import { describe, expect, it } from 'vitest';
import { enteredDice } from '../../../src-shared/rules/dice';
import { Game } from '../../../src-shared/rules/order-66/testing/game';
import { panelSeats } from '../../testing/order-66-table';

/** Each Mystic's ability through the battle panel (seed 000 L44–L58), judged by the real engine. */
const { seatActive } = panelSeats();

describe('Mystic abilities in the battle panel', () => {
  it("Libby's Sword Master attacks every ticked model within 2 squares in one action, each with its own dice (L50)", async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'libby' }, { player: 'Bram', mystic: 'meg' }]), 'p1');
    await at.click('Sword Master');
    const rows = at.wrapper.findAll('.o66-check-row input[type="checkbox"]');
    // o66.sword-master-targets "Enemy models only": Libby's own trooper is not offered.
    expect(rows.map((box) => box.element.parentElement!.textContent!.trim())).toEqual(['Meg (Bram)', "Meg's Grymn Trooper (Bram)"]);
    await rows[0]!.setValue(true);
    await rows[1]!.setValue(true);
    await at.wrapper.get('input[aria-label="Squares to Meg\'s Grymn Trooper"]').setValue('2');
    await at.enter("Libby's attack roll (Ann) on Meg (Bram) die", [4, 4]);
    await at.enter("Libby's attack roll (Ann) on Meg's Grymn Trooper (Bram) die", [6, 1]);
    expect(at.wrapper.findAll('.o66-odds').length).toBe(2);
    await at.submit();
    expect(await at.judge()).toEqual({
      type: 'sword-master',
      modelId: 'p1.mystic',
      targets: [
        { targetId: 'p2.mystic', squares: 1, roll: enteredDice([4, 4]) },
        { targetId: 'p2.grymn-1', squares: 2, roll: enteredDice([6, 1]) },
      ],
    });
    expect(at.text()).toContain("Meg rolls to avoid Libby's blow");
    at.expectPlayerFacing();
  });

  it("offers friends to Sword Master under o66.sword-master-targets 'Every model, friends too', and never Jen's own models to Mystic Manipulation (L50, L58)", async () => {
    const libby = seatActive(Game.of([{ player: 'Ann', mystic: 'libby' }, { player: 'Bram', mystic: 'meg' }], { 'o66.sword-master-targets': 'every-model' }), 'p1');
    await libby.click('Sword Master');
    const rows = libby.wrapper.findAll('.o66-check-row input[type="checkbox"]');
    expect(rows.map((box) => box.element.parentElement!.textContent!.trim())).toEqual(['Meg (Bram)', "Meg's Grymn Trooper (Bram)", "Libby's Grymn Trooper (Ann)"]);
    libby.unmount();
    const jen = seatActive(Game.of([{ player: 'Ann', mystic: 'jen' }, { player: 'Bram', mystic: 'luke' }]), 'p1');
    await jen.click('Mystic Manipulation');
    const options = jen.wrapper.findAll('select[name="target"] option').map((option) => option.text());
    expect(options).toEqual(['Choose…', 'Luke (Bram)', "Luke's Grymn Trooper (Bram)"]);
  });

  it("Kieran's Mystic Lightning is dodged by Meg, who answers with return fire (L48, L54)", async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'meg', dodge: 2 }, { player: 'Bram', mystic: 'kieran' }]), 'p2');
    await at.click('Mystic Lightning');
    await at.select('target', 'p1.mystic');
    await at.enter("Kieran's lightning roll (Bram)", [4, 4]);
    await at.submit();
    expect(await at.judge()).toMatchObject({ type: 'lightning', modelId: 'p2.mystic', targetId: 'p1.mystic', line: 'straight' });
    await at.enter("Meg's dodge roll (Ann)", [6, 6]);
    await at.submit();
    await at.judge();
    expect(at.text()).toContain('Meg may return fire at Kieran');
    await at.enter("Meg's return fire roll (Ann)", [5, 5]);
    await at.click('Return fire');
    expect(await at.judge()).toEqual({ type: 'return-fire', line: 'straight', roll: enteredDice([5, 5]), modelId: 'p1.mystic' });
    expect(at.text()).toContain('Kieran rolls to dodge');
    at.expectPlayerFacing();
  });

  it('return fire may be declined (L48: "may take")', async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'meg', dodge: 2 }, { player: 'Bram', mystic: 'kieran' }]), 'p2');
    await at.click('Mystic Lightning');
    await at.select('target', 'p1.mystic');
    await at.enter("Kieran's lightning", [4, 4]);
    await at.submit();
    await at.judge();
    await at.enter("Meg's dodge", [6, 6]);
    await at.submit();
    await at.judge();
    await at.click('Do not return fire');
    expect(await at.judge()).toEqual({ type: 'decline-return-fire', modelId: 'p1.mystic' });
    expect(at.text()).toContain('1 of 2 actions left');
  });

  it("Va'Durr's choke takes hold of a Grymn Trooper, and the board says it loses its next activation (L56)", async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'va-durr' }, { player: 'Bram', mystic: 'luke' }]), 'p1');
    await at.click('Mystic Choke');
    await at.select('target', 'p2.grymn-1');
    expect(at.text()).toContain('Chance the choke takes hold');
    await at.enter("Va'Durr's choke", [6, 6]);
    await at.submit();
    await at.judge();
    expect(at.game.judged.at(-1)).toContainEqual(expect.objectContaining({ code: 'choked', targetId: 'p2.grymn-1', fatal: false }));
    expect(at.text()).toContain('choked: loses its next activation');
  });

  it('under o66.choke-duration "The whole next turn" the board names the turn the choked trooper may not act in (L56)', async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'va-durr' }, { player: 'Bram', mystic: 'luke' }], { 'o66.choke-duration': 'next-turn' }), 'p1');
    await at.click('Mystic Choke');
    await at.select('target', 'p2.grymn-1');
    await at.enter("Va'Durr's choke", [6, 6]);
    await at.submit();
    await at.judge();
    expect(at.text()).toContain('choked: no actions in turn 2');
    expect(at.text()).not.toContain('loses its next activation');
  });

  it("Jen's manipulation puts a trooper under her player's control (L58)", async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'jen' }, { player: 'Bram', mystic: 'luke' }]), 'p1');
    await at.click('Mystic Manipulation');
    await at.select('target', 'p2.grymn-1');
    await at.fill('squares', 8);
    await at.enter("Jen's manipulation", [5, 5]);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.grymn-1', squares: 8, roll: enteredDice([5, 5]) });
    expect(at.text()).toContain("under Ann's control");
  });

  it("Luke's Mystic Jump is an action that moves him and gives +1 to dodge (L52, o66.mystic-jump)", async () => {
    const at = seatActive(Game.of([{ player: 'Ann', mystic: 'luke' }, { player: 'Bram', mystic: 'meg' }]), 'p1');
    await at.click('Mystic Jump');
    await at.fill('squares', 3);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'jump', modelId: 'p1.mystic', squares: 3 });
    expect(at.text()).toContain('jumping: +1 to dodge');
  });

  it('a Mystic under "always in effect" jumps with an ordinary move across miniatures', async () => {
    const game = Game.of([{ player: 'Ann', mystic: 'luke' }, { player: 'Bram', mystic: 'meg' }], { 'o66.mystic-jump': 'always' });
    const at = seatActive(game, 'p1');
    expect(at.wrapper.findAll('button').map((button) => button.text())).not.toContain('Mystic Jump');
    await at.fill('squares', 4);
    await at.wrapper.get('input[name="across"]').setValue(true);
    await at.submit();
    expect(await at.judge()).toEqual({ type: 'move', modelId: 'p1.mystic', squares: 4, acrossModels: true });
  });
});
