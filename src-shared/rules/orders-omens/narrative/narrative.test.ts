import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Army } from '../types';
import { elapsedBattleTime, turnClock } from './battle-clock';
import { casualtiesFromHits, casualtyReport, type HitRecord } from './casualties';
import { armyStrength, soldiersPerRegiment } from './strength';

describe('Casualties (Orders & Omens, "Narrative Play")', () => {
  it('turns 60 hits into roughly 1,500 soldiers, as the text\'s example', () => {
    expect(casualtiesFromHits(60)).toBe(1500);
  });

  const records: HitRecord[] = [
    { side: 'Ann', brigade: '1st Brigade', regiment: 'Pikes', hits: 3 },
    { side: 'Ann', brigade: '1st Brigade', regiment: 'Bows', hits: 2 },
    { side: 'Ann', brigade: '1st Brigade', regiment: 'Pikes', hits: 1 },
    { side: 'Ann', brigade: 'Giant', regiment: 'Giant', hits: 4, monster: true },
    { side: 'Bob', brigade: '2nd Brigade', regiment: 'Knights', hits: 5 },
  ];

  it('totals hits and casualties per regiment, Brigade and side', () => {
    const [ann, bob] = casualtyReport(records);
    expect(ann).toMatchObject({ side: 'Ann', hits: 10, casualties: 250 });
    expect(ann!.brigades[0]).toMatchObject({ brigade: '1st Brigade', hits: 6, casualties: 150 });
    expect(ann!.brigades[0]!.regiments).toEqual([
      { regiment: 'Pikes', hits: 4, casualties: 100 },
      { regiment: 'Bows', hits: 2, casualties: 50 },
    ]);
    expect(bob).toMatchObject({ hits: 5, casualties: 125 });
  });

  it('exclude-monsters (oo.monster-casualties) keeps a monster\'s hits but adds no soldiers', () => {
    const [ann] = casualtyReport(records, { 'oo.monster-casualties': 'exclude-monsters' });
    expect(ann).toMatchObject({ hits: 10, casualties: 150 });
  });

  it('a side\'s casualties are 25 times its hits when no monster is hit', () => {
    const record = fc.record({ side: fc.constantFrom('A', 'B'), brigade: fc.constantFrom('x', 'y'), regiment: fc.constantFrom('r', 's'), hits: fc.nat(20) });
    fc.assert(
      fc.property(fc.array(record), (recs) => {
        for (const side of casualtyReport(recs)) {
          expect(side.casualties).toBe(side.hits * 25);
          expect(side.hits).toBe(recs.filter((r) => r.side === side.side).reduce((s, r) => s + r.hits, 0));
        }
      }),
    );
  });
});

const army = (list: Army['list'], narrativeRace?: Army['narrativeRace']): Army => ({
  list,
  randomised: false,
  ...(narrativeRace ? { narrativeRace } : {}),
  marshal: { experience: 'elite', magicalAdvisor: false },
  divisions: [
    {
      general: { experience: 'green', magicalAdvisor: false },
      brigades: [
        { regiments: [{ type: 'infantry', experience: 'green', weapon: 'hand-weapons', armoured: false }, { type: 'cavalry', experience: 'green', weapon: 'bows', armoured: false }] },
        { regiments: [{ type: 'infantry', experience: 'green', weapon: 'polearms', armoured: false }, { type: 'infantry', experience: 'green', weapon: 'polearms', armoured: false }] },
      ],
      attached: [{ type: 'artillery', experience: 'green' }, { type: 'monster', monster: 'giant' }],
    },
  ],
});

describe('Regiment Sizes (Orders & Omens, "Narrative Play")', () => {
  it('counts soldiers by race: Orcs 1,000 a regiment, Elves and Dwarves 600, Humans 800', () => {
    expect(armyStrength(army('orc'))).toMatchObject({ soldiers: 5000, regiments: 5, monsters: 1 });
    expect(armyStrength(army('elven')).divisions[0]!.brigades.map((b) => b.soldiers)).toEqual([1200, 1200]);
    expect(soldiersPerRegiment(army('dwarven'))).toBe(600);
    expect(soldiersPerRegiment(army('human'))).toBe(800);
  });
  it('chosen-race-else-human (default) sizes a Playtest army by its named race, else as Humans', () => {
    expect(soldiersPerRegiment(army('playtest'))).toBe(800);
    expect(soldiersPerRegiment(army('playtest', 'orc'))).toBe(1000);
    expect(soldiersPerRegiment(army('human', 'orc'))).toBe(800);
  });
  it('average-of-races sizes every Playtest regiment at 750', () => {
    expect(soldiersPerRegiment(army('playtest', 'orc'), { 'oo.playtest-regiment-size': 'average-of-races' })).toBe(750);
  });
});

describe('Timekeeping (Orders & Omens, "Narrative Play")', () => {
  it('gives each turn 15 minutes from the chosen start: turn 3 from 10:00 is 10:30', () => {
    expect(turnClock('10:00', 3)).toEqual({ ok: true, from: '10:30', to: '10:45' });
    expect(turnClock('10:00', 1)).toEqual({ ok: true, from: '10:00', to: '10:15' });
    expect(turnClock('23:50', 2)).toEqual({ ok: true, from: '00:05', to: '00:20' });
  });
  it('refuses a bad time or turn', () => {
    expect(turnClock('25:00', 1)).toMatchObject({ ok: false });
    expect(turnClock('10:00', 0)).toMatchObject({ ok: false });
  });
  it('ten turns are two and a half hours', () => {
    expect(elapsedBattleTime(10)).toBe('2h 30m');
  });
});
