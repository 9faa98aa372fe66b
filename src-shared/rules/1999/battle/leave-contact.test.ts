import { describe, expect, it } from 'vitest';
import { disengageOdds, opposedOdds } from '../index';
import { Battle, roll } from '../testing/fixtures';
import { chargeInto, combat, GUNNER, inCloseCombat, OGRE, pack, raiders, raidersCharge, TANK, VICTIM } from '../testing/combat';

// Seed 001_666c0140e8c1627f.txt L431–L437, "MOVING OUT OF BASE-TO-BASE CONTACT WITH AN ENEMY".
// The Gunner adds CC 4 + 3 = 7; the Ogre 3 + 2 = 5; the Victim, the Pack's models and the Tank 3 + 3 = 6.
const leave = (enemies: readonly { cardId: string; model: number }[], rolls: Record<string, number>[], model = GUNNER) =>
  ({ type: 'disengage-rolled', cardId: model.cardId, model: model.model, enemies: [...enemies], rounds: Battle.rounds(...rolls) }) as const;

describe('the roll to move out of Base-to-base Contact (seed 001 L431–L437)', () => {
  it('L433: the mover wins the Opposed roll, adding CC offensive and defensive, and completes its Action', () => {
    const b = combat('move-and-shoot');
    const [won] = b.step(leave([OGRE], [{ mover: 2, enemy: 3 }])); // 2 + 7 = 9 against 3 + 5 = 8
    expect(won).toEqual({ code: 'disengaged', at: GUNNER, against: OGRE, others: 0, won: true, mover: 9, enemy: 8 });
    b.step({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 10, outOfBaseContact: true });
    // "complete all remaining steps of the Action declared": it still shoots.
    b.step({ type: 'shot', shooter: GUNNER, weapon: 'Rifle', target: VICTIM, rangeCm: 20, toHit: roll(1) });
  });

  it('L433: the enemy wins and “this ends the Action of the model that wanted to move”', () => {
    const b = combat('move-and-shoot');
    const [lost] = b.step(leave([OGRE], [{ mover: 1, enemy: 4 }])); // 8 against 9
    expect(lost).toMatchObject({ won: false, mover: 8, enemy: 9, against: OGRE });
    expect(b.state.active!.steps['p1/gunner#0']).toMatchObject({ disengage: 'lost', ended: true });
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 1, outOfBaseContact: true })).toBe('Gunner’s Action has ended');
    expect(b.refusal({ type: 'shot', shooter: GUNNER, weapon: 'Rifle', target: VICTIM, rangeCm: 20, toHit: roll(6) })).toBe('Gunner’s Action has ended');
  });

  it('L435: the Victim (6) is rolled against, not the Ogre (5), and the mover deducts 1 for the Ogre', () => {
    const b = combat('move-fast');
    const [out] = b.step(leave([OGRE, VICTIM], [{ mover: 4, enemy: 3 }])); // 4 + 7 − 1 = 10 against 3 + 6 = 9
    expect(out).toEqual({ code: 'disengaged', at: GUNNER, against: VICTIM, others: 1, won: true, mover: 10, enemy: 9 });
  });

  it('L435: −1 for each additional enemy: four in contact cost the mover 3', () => {
    const b = combat('move-fast');
    // 7 − 3 = 4 against the first listed of the 6s (Pack 1): a 5 against a 2 is 9 against 8.
    const [out] = b.step(leave([OGRE, pack(0), pack(1), TANK], [{ mover: 5, enemy: 2 }]));
    expect(out).toEqual({ code: 'disengaged', at: GUNNER, against: pack(0), others: 3, won: true, mover: 9, enemy: 8 });
    const c = combat('move-fast');
    const [held] = c.step(leave([OGRE, pack(0), pack(1), TANK], [{ mover: 4, enemy: 2 }, { mover: 1, enemy: 2 }])); // 8 against 8, re-rolled: 5 against 8
    expect(held).toMatchObject({ won: false, mover: 5, enemy: 8, others: 3 });
  });

  it('L143: a tie is re-rolled, as every Opposed roll’s is; L433 says nothing else', () => {
    const b = combat('move-fast');
    expect(b.refusal(leave([OGRE], [{ mover: 1, enemy: 3 }]))).toBe('Gunner and Ogre tied: re-roll the tie'); // 8 against 8
    const [out] = b.step(leave([OGRE], [{ mover: 1, enemy: 3 }, { mover: 4, enemy: 6 }, { mover: 2, enemy: 1 }])); // 8–8, 11–11, then 9 against 6
    expect(out).toMatchObject({ won: true, mover: 9, enemy: 6 });
  });

  it('the odds read the same roll: the highest CC, −1 for each other enemy', () => {
    const b = combat('move-fast');
    expect(disengageOdds(b.state, { mover: GUNNER, enemies: [OGRE, VICTIM, TANK] })).toBeCloseTo(opposedOdds({ m: 7 - 2, e: 6 }).m, 12);
  });

  it('a move out of contact needs the roll won first (L433)', () => {
    const b = combat('move-fast');
    expect(b.refusal({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 5, outOfBaseContact: true })).toBe('Gunner is in Base-to-base Contact with an enemy: roll to move out of contact first');
  });
});

describe('who may roll to move out of contact, in the players’ words', () => {
  it('only while a legal Movement can be declared (L437): not under Hold Ground, a Special Action or Assaulting', () => {
    expect(combat('hold-ground').refusal(leave([OGRE], [{ mover: 6, enemy: 1 }]))).toBe('Gunner declared Hold Ground, which does not move the model, so it cannot move out of contact');
    expect(combat('assault').refusal(leave([OGRE], [{ mover: 6, enemy: 1 }]))).toContain('cannot move out of contact');
  });

  it('not a model outside the acting Unit, nor one that has moved or already rolled', () => {
    expect(combat('move-fast').refusal(leave([OGRE], [{ mover: 6, enemy: 1 }], { cardId: 'p1/spare', model: 0 }))).toBe('Victim is not acting now');
    const moved = combat('move-and-shoot');
    moved.step({ type: 'model-moved', cardId: 'p1/gunner', distanceCm: 5 });
    expect(moved.refusal(leave([OGRE], [{ mover: 6, enemy: 1 }]))).toBe('Gunner has already moved in this Action');
    const rolled = combat('move-and-shoot');
    rolled.step(leave([OGRE], [{ mover: 6, enemy: 1 }]));
    expect(rolled.refusal(leave([OGRE], [{ mover: 6, enemy: 1 }]))).toBe('Gunner has already rolled to move out of contact');
  });

  it('the enemies named must be enemies, once each, standing, and named at all', () => {
    const b = combat('move-fast');
    expect(b.refusal(leave([{ cardId: 'p1/spare', model: 0 }], [{ mover: 6, enemy: 1 }]))).toBe('Victim is not an enemy of Gunner');
    expect(b.refusal(leave([OGRE, OGRE], [{ mover: 6, enemy: 1 }]))).toBe('Ogre is named twice among the enemies in contact');
    expect(b.refusal({ type: 'disengage-rolled', cardId: 'p1/gunner', model: 0, rounds: Battle.rounds({ mover: 6, enemy: 1 }) })).toBe('Name the enemy models in Base-to-base Contact with the model moving away');
    expect(b.refusal({ ...leave([OGRE], [{ mover: 6, enemy: 1 }]), additionalEnemies: 2 })).toBe('The other enemies in contact are counted from the list; do not add a count as well');
    expect(b.refusal(leave([OGRE], [{ mover: 6 }]))).toBe('The Opposed roll needs a die for Ogre');
    expect(b.state.active!.steps['p1/gunner#0']?.disengage ?? null).toBeNull(); // refusals changed nothing
  });

  it('a Casualty holds nobody', () => {
    const b = combat('move-fast');
    b.step({ type: 'effect-applied', target: VICTIM, effect: 'casualty', by: 'p1', note: 'shot earlier' });
    expect(b.refusal(leave([VICTIM], [{ mover: 6, enemy: 1 }]))).toBe('Victim is a Casualty and holds nobody');
  });
});

// Seed 001 L433: "When a model wants to move out of Base-to-base Contact with an enemy model, the
// players controlling the models take an Opposed roll … If the model that wanted to move wins, he may
// move out … If the opponent model wins, he may not and this ends the Action". A model the steps
// recorded in contact that moves is moving out of it, whatever the step says.
describe('a move by a model recorded in Base-to-base Contact is a move out of it (seed 001 L433, L435)', () => {
  const move = (extra: object = {}) => ({ type: 'model-moved' as const, cardId: 'p1/gunner', distanceCm: 5, ...extra });

  it('L433: the Gunner, recorded touching the Victim and the Ogre, may not move until it wins the roll; the refusal names them and changes nothing', () => {
    const b = inCloseCombat('move-fast');
    expect(b.refusal(move())).toBe('Gunner is in Base-to-base Contact with Victim and Ogre: it moves away only after winning the roll to move out of contact');
    expect(b.state.active!.steps['p1/gunner#0']?.moved ?? false).toBe(false);
    expect(b.state.contacts['p1/gunner#0']).toEqual(['p2/victim#0', 'p2/ogre#0']);
  });

  it('L433: once the roll is won the move needs no flag, and the Gunner leaves both contacts', () => {
    const b = inCloseCombat('move-and-shoot');
    b.step(leave([VICTIM, OGRE], [{ mover: 6, enemy: 1 }])); // 6 + 7 − 1 against 1 + 6
    b.step(move());
    expect(b.state.contacts).toEqual({});
    // Out of contact, the Victim may be shot at again (L465).
    expect(b.try({ type: 'shot', shooter: GUNNER, weapon: 'Rifle', target: VICTIM, rangeCm: 20, toHit: roll(1) })).toMatchObject({ ok: true });
  });

  it('L433: a Charge by a model already in contact rolls first too; it then ends touching only whom its new move reaches', () => {
    const b = inCloseCombat('charge', {}, [VICTIM]);
    expect(b.refusal(chargeInto(OGRE))).toBe('Gunner is in Base-to-base Contact with Victim: it moves away only after winning the roll to move out of contact');
    b.step(leave([VICTIM], [{ mover: 6, enemy: 1 }]));
    b.step(chargeInto(OGRE));
    expect(b.state.contacts).toEqual({ 'p1/gunner#0': ['p2/ogre#0'], 'p2/ogre#0': ['p1/gunner#0'] });
  });

  it('L435: the roll names every enemy recorded in contact, so none is left out of it', () => {
    const b = inCloseCombat('move-fast');
    // Against the Ogre alone the Gunner would roll at 7 against 5; the Victim (6) must be in it, and the −1.
    expect(b.refusal(leave([OGRE], [{ mover: 1, enemy: 3 }]))).toBe('Victim is recorded in Base-to-base Contact with Gunner: name every enemy model in contact, since the roll is against the highest and −1 for each other');
    expect(b.state.active!.steps['p1/gunner#0']?.disengage ?? null).toBeNull();
  });

  it('L503: a contact with a model made a Casualty holds nobody, so the Gunner moves freely', () => {
    const b = inCloseCombat('move-fast', {}, [VICTIM]);
    b.step({ type: 'effect-applied', target: VICTIM, effect: 'casualty', by: 'p1', note: 'a card effect' });
    expect(b.step(move())).toContainEqual(expect.objectContaining({ code: 'model-moved', distanceCm: 5 }));
  });

  it('L433: in a squad, the Raider in contact is held back until it wins; the one not in contact moves without a roll, and both move together after', () => {
    const b = raiders('charge');
    b.step(raidersCharge([[0, VICTIM]]));
    b.step({ type: 'activation-ended' });
    b.finishTurn().turn('p1');
    b.step({ type: 'unit-nominated', unitId: 'p1/raiders' });
    b.step({ type: 'action-declared', action: 'move-fast' });
    const both = { type: 'model-moved' as const, cardId: 'p1/raiders', models: [0, 1], distanceCm: 8 };
    expect(b.refusal(both)).toBe('Raider 1 is in Base-to-base Contact with Victim: it moves away only after winning the roll to move out of contact');
    b.step({ type: 'disengage-rolled', cardId: 'p1/raiders', model: 0, enemies: [VICTIM], rounds: Battle.rounds({ mover: 5, enemy: 2 }) });
    b.step(both);
    expect(b.state.contacts).toEqual({});
  });
});
