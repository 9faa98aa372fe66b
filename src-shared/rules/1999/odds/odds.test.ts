import { describe, expect, it } from 'vitest';
import { assaultOddsFor, checkOdds, confusionOddsFor, disengageOdds, forceDiceEffect, forceDiceOdds, instabilityOdds, opposedOdds, orderOfPlayOdds, shotOdds, strictlyHigherOdds, withReroll } from '../index';
import { army, Battle, card, die, roll, setupOf, sides, unit } from '../testing/fixtures';
import { combat, GUNNER, inCloseCombat, OGRE, VICTIM } from '../testing/combat';

const FACES = [1, 2, 3, 4, 5, 6];

describe('exact odds, computed by enumeration (never sampled)', () => {
  it('single rolls: D6 + modifier against a requirement (L135–L151)', () => {
    expect(checkOdds(4, 7, false)).toBe(4 / 6);
    expect(checkOdds(0, 7, false)).toBe(0); // RR 7+ unmodified never succeeds…
    expect(checkOdds(0, 7, true)).toBe(1 / 6); // …unless a natural 6 always does
    expect(withReroll(0.5)).toBe(0.75);
  });

  it('Opposed rolls re-roll ties (L143): the winner’s chance is P(ahead) over P(not tied)', () => {
    const even = opposedOdds({ a: 0, b: 0 });
    expect(even.a).toBeCloseTo(0.5, 12);
    let ahead = 0;
    let tie = 0;
    for (const a of FACES)
      for (const b of FACES) {
        if (a + 1 > b) ahead += 1 / 36;
        if (a + 1 === b) tie += 1 / 36;
      }
    expect(opposedOdds({ a: 1, b: 0 }).a).toBeCloseTo(ahead / (1 - tie), 12);
    const three = opposedOdds({ a: 0, b: 0, c: 0 });
    expect(three.a + three.b + three.c).toBeCloseTo(1, 12);
    expect(three.a).toBeCloseTo(1 / 3, 12);
    expect(strictlyHigherOdds(0, 0)).toBeCloseTo(15 / 36, 12);
  });

  it('Force dice split binomially around STR (L545–L565)', () => {
    const counted = new Map<string, number>();
    for (const a of FACES) for (const b of FACES) {
      const e = forceDiceEffect([a, b], 3);
      counted.set(`${e.woundingBonus}/${e.penetrationPenalty}`, (counted.get(`${e.woundingBonus}/${e.penetrationPenalty}`) ?? 0) + 1 / 36);
    }
    for (const split of forceDiceOdds(2, 3)) expect(split.p).toBeCloseTo(counted.get(`${split.bonus}/${split.penalty}`)!, 12);
  });

  it('Instability odds agree with the engine on every face (L379)', () => {
    let passed = 0;
    for (const face of FACES) {
      const b = instabilityBattle();
      const result = b.try({ type: 'instability-rolled', cardId: 'p1/gunner', roll: roll(face), ...(face > 3 || face === 6 ? {} : { table: die(1, 1) }) });
      if (result.ok && result.outcomes[0]!.code === 'instability-passed') passed++;
    }
    expect(instabilityOdds(3).pass).toBe(passed / 6);
  });

  it('a shot’s odds agree with the engine over all 216 rolls', () => {
    const before = combat('move-and-shoot');
    const odds = shotOdds(before.state, { shooter: GUNNER, weapon: 'Rifle', target: VICTIM });
    let casualty = 0;
    let hit = 0;
    for (const h of FACES)
      for (const p of FACES)
        for (const w of FACES) {
          const b = combat('move-and-shoot');
          const hits = h + 4 >= 7;
          const pens = p + 1 >= 4;
          const out = b.step({ type: 'shot', shooter: GUNNER, weapon: 'Rifle', target: VICTIM, rangeCm: 20, toHit: roll(h), ...(hits ? { hit: { penetration: roll(p), wounds: pens ? [roll(w)] : [] } } : {}) });
          if (out.some((o) => o.code === 'to-hit' && o.hit)) hit++;
          if (out.some((o) => o.code === 'casualty')) casualty++;
        }
    expect(odds.hit).toBeCloseTo(hit / 216, 12);
    expect(odds.casualty).toBeCloseTo(casualty / 216, 12);
    expect(odds.casualty).toBeCloseTo((4 / 6) * (4 / 6) * (3 / 6), 12);
  });

  it('an Assault’s odds agree with the engine, Force dice included (ties missing, so every roll is finite)', () => {
    const rulings = { '1999.assault-ties': 'miss' };
    const odds = assaultOddsFor(inCloseCombat('assault', rulings).state, { attacker: GUNNER, weapon: 'Sword', target: OGRE, forceDice: 1 }, rulings);
    let total = 0;
    let wounded = 0;
    for (const a of FACES)
      for (const t of FACES)
        for (const f of FACES)
          for (const p of FACES)
            for (const w of FACES) {
              total++;
              if (a + 4 <= t + 2) continue; // a miss: no wound
              const penalty = f > 3 ? 1 : 0;
              if (p + 1 - penalty < 5) continue; // armour holds
              if (w + 3 < 6 + (f <= 3 ? 1 : 0)) wounded++;
            }
    expect(odds.casualty).toBe(0); // the Ogre has 3 Wounds
    expect(1 - odds.wounds[0]!).toBeCloseTo(wounded / total, 12);
    const b = inCloseCombat('assault', rulings);
    const out = b.step({ type: 'assault', attacker: GUNNER, weapon: 'Sword', target: OGRE, rounds: Battle.rounds({ attacker: 6, target: 1 }), forceDice: die(2), hit: { penetration: roll(4), wounds: [roll(3)], men: [roll(6)] } });
    expect(out).toContainEqual(expect.objectContaining({ code: 'wounded', woundsLeft: 2 })); // the enumeration's rule: 3 + CON 3 < 6 + 1
  });

  it('odds for the Order of play, Confusion and leaving contact read the battle as it stands', () => {
    const b = combat('move-and-shoot');
    expect(orderOfPlayOdds(b.state, ['p1', 'p2']).p1).toBeCloseTo(opposedOdds({ ann: 0, bob: 1 }).ann, 12); // Bob's Alpha is a Leader (L327)
    expect(confusionOddsFor(b.state, 'p2/pack')).toBe(5 / 6); // Alpha's MEN 5: 2+ (L507)
    expect(confusionOddsFor(b.state, 'p2/ghouls')).toBe(1); // Unhuman
    expect(disengageOdds(b.state, { mover: GUNNER, enemy: OGRE })).toBeCloseTo(opposedOdds({ m: 7, e: 5 }).m, 12);
  });
});

function instabilityBattle() {
  const mutant = card({ name: 'Mutant', activation: [1], dnaSlots: ['mov', 'bal'] });
  const ann = army('A', [unit('gunner', 'Mutant', { dna: [{ attribute: 'mov', amount: 1 }, { attribute: 'bal', amount: 2 }] })]);
  const b = new Battle(setupOf({ size: { kind: 'small' }, victory: { decidedBy: 'agreed', condition: 'surrender' } } as never, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: army('B', [unit('m', 'Mutant')]) }), [mutant])).deployAll('p1');
  b.step({ type: 'unit-nominated', unitId: 'p1/gunner' });
  return b;
}
