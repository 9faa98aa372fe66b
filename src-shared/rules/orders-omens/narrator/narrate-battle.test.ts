import { describe, expect, it } from 'vitest';
import { generateBattle, largeSetup } from '../battle/testing/generate';
import { narrateBattle } from './narrate-battle';
import { PHRASES } from './phrases';
import { bridgeBattle } from './testing/golden-battles';
import { armyA, dice, setupOf } from '../battle/testing/fixtures';
import { SAMPLE_BATTLE, SAMPLE_TOTALS } from '../walkthrough/testing/sample-battle';

const { setup, events } = bridgeBattle();
const bridge = (battleId = 'golden-1', upTo = events.length) => narrateBattle({ battleId, name: 'The Battle of the Sundered Bridge', setup, events: events.slice(0, upTo) });
const asText = (chronicle: ReturnType<typeof bridge>) => chronicle.lines.map((line) => `${line.turningPoint ? '* ' : ''}${line.text}`).join('\n\n') + '\n';

describe('battle chronicle generation (Narrative Play: "chronicle their games as if writing history")', () => {
  it('narrates a fixed log as golden text: dated and timed, real names, objectives, the General slain, the toll and the result', async () => {
    await expect(asText(bridge())).toMatchFileSnapshot('./testing/bridge.golden.md');
  });

  it('says a battle not yet begun has not begun, without a toll or Generals’ fates that would read as a peaceful end', () => {
    const closing = bridge('golden-1', 0).lines.filter((line) => line.paragraph === 'close');
    expect(closing.map((line) => line.text)).toEqual(['The battle has not begun: the armies have yet to take the field.']);
  });

  it("names the table thirds as the players agreed them (issue #12), and a blank one as 'the left third'", () => {
    const named = narrateBattle({ battleId: 'golden-1', name: 'x', setup, events, thirds: { left: 'The ford', centre: '', right: 'The hill' } });
    const text = named.lines.map((line) => line.text).join('\n');
    expect(text).toContain('captured the bridge and held the ford (+3)');
    expect(text).toContain('slew the Dwarven General and held the crossroads and the centre third (+4)');
    expect(text).not.toContain('left third');
  });

  it('tells every point a turn won in its end-of-turn line, so the gains add up to the score it gives', () => {
    // seed 002 L732 and L738: a Brigade fled by the table edge (1 VP) or a General slain (1 VP) score
    // when they happen, mid-turn; the line once told only the End Phase's own points (+5 to a score
    // that rose by 7).
    const mill = narrateBattle({ battleId: 'mill', name: 'The Mill Ford', setup: setupOf(), events: SAMPLE_BATTLE });
    const ends = mill.lines.filter((line) => line.kind === 'end-phase').map((line) => line.text);
    expect(ends[1]).toContain('Blue drove off the crossbowmen and the 1st Brigade of Red and broke the enemy army');
    const told = { Blue: 0, Red: 0 };
    for (const text of ends) {
      for (const [, army, points] of text.matchAll(/(Blue|Red) [^.;]*?\(\+(\d+)\)/g)) told[army as 'Blue' | 'Red'] += Number(points);
      const [, blue, red] = /The score stood at Blue (\d+), Red (\d+)\./.exec(text)!;
      expect(told).toEqual({ Blue: Number(blue), Red: Number(red) });
    }
    expect(told).toEqual({ Blue: SAMPLE_TOTALS.vp.A, Red: SAMPLE_TOTALS.vp.B });
    // Each Red Brigade broke and fled by the table edge in turn 2: told once each, not as four blows.
    const turned = mill.lines.find((line) => line.kind === 'turning-points' && line.turn === 2)!.text;
    expect(turned).toContain('the crossbowmen broke and fled the field and the 1st Brigade of Red broke and fled the field');
    expect(turned).not.toContain('besides');
    // The General slain at the bridge is counted in the Elves' turn (seed 002 L738: "the enemy earns 1VP").
    expect(asText(bridge())).toContain('The Elves of the Greenwood slew the Dwarven General and held the crossroads and the centre third (+4). The score stood at the Iron Hold 3, the Elves of the Greenwood 4.');
  });

  it("quotes the close's luckiest and unluckiest rolls in the luck ledger's own words, never a rounded second figure", () => {
    const { lines, luck } = bridge();
    const close = lines.find((line) => line.key === 'close.luck')!.text;
    // The Dwarven warriors' break: a 5 in 18 chance on the ledger, once "a 1-in-4 chance" here.
    expect(luck.unluckiest!.atMost).toBeCloseTo(5 / 18, 10);
    expect(close).toContain('when the Dwarven warriors broke: a 5 in 18 chance.');
    expect(close).toContain('answered their orders with 6 actions: a 1 in 36 chance.');
    expect(close).not.toMatch(/1-in-/);
  });

  it('is deterministic for a log, and words another battle differently', () => {
    expect(asText(bridge())).toBe(asText(bridge()));
    const others = ['b-2', 'b-3', 'b-4', 'b-5'].map((id) => asText(bridge(id)));
    expect(others.some((text) => text !== asText(bridge()))).toBe(true);
  });

  it('keeps the keys of earlier lines when the last steps are undone, so hidden lines and notes stay put', () => {
    const full = bridge();
    const undone = bridge('golden-1', events.length - 3);
    const fullKeys = new Set(full.lines.map((line) => line.key));
    const eventLines = undone.lines.filter((line) => line.seq !== null);
    expect(eventLines.length).toBeGreaterThan(4);
    for (const line of eventLines) expect(fullKeys.has(line.key)).toBe(true);
    expect(undone.lines.some((line) => line.key === 'close.state')).toBe(true);
    expect(full.lines.some((line) => line.key === 'close.state')).toBe(false);
  });

  it('counts casualties at 25 soldiers a hit (Narrative Play, Casualties) in its numbers', () => {
    const { stats } = bridge();
    expect(stats.sides.A).toMatchObject({ hitsTaken: 7, soldiersLost: 175, generalsSlain: 1, brigadesBroken: 1 });
    expect(stats.sides.B).toMatchObject({ hitsTaken: 0, soldiersLost: 0, vp: 4 });
    expect(stats.tacticalVictory).toBe('B');
    expect(stats.brigades.find((b) => b.id === 'A/d1.b1')).toMatchObject({ name: 'the 1st Brigade of the Iron Hold', timesBroken: 1, soldiersLost: 100 });
  });

  it('fills every placeholder on a long generated battle, and every phrase slot has a variant', () => {
    const long = largeSetup();
    const { events: generated } = generateBattle(long, 400, 11);
    const chronicle = narrateBattle({ battleId: 'long', name: 'Long', setup: long, events: generated });
    expect(chronicle.lines.length).toBeGreaterThan(20);
    for (const line of chronicle.lines) expect(line.text).not.toMatch(/[{}]|undefined|NaN/);
    for (const variants of Object.values(PHRASES)) expect(variants.length).toBeGreaterThan(0);
  });

  it('stops at the first event the engine refuses and narrates what came before', () => {
    const broken = [...events.slice(0, 10), { type: 'melee-round', engagementId: 'nope', attacker: { rolls: [] }, defender: { rolls: [] } } as const, ...events.slice(10)];
    const chronicle = narrateBattle({ battleId: 'golden-1', name: 'x', setup, events: broken });
    expect(Math.max(...chronicle.lines.map((line) => line.lastSeq ?? 0))).toBeLessThanOrEqual(10);
  });
});

describe('spells in the chronicle (seed 002_cff186ffe79098a6.txt L387)', () => {
  it('tells a miscast as the Magical Advisor lost for the battle, and a plain failure as a failure', () => {
    const wizard = armyA({ divisions: armyA().divisions.map((d) => ({ ...d, general: { ...d.general, magicalAdvisor: true } })) });
    const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'activation-started') + 1);
    const tell = (roll: ReturnType<typeof dice>) => {
      const events = [...opening, { type: 'chip-drawn', side: 'A' }, { type: 'spell-cast', casterId: 'A/d1.general', spell: 'compel', targetBrigadeId: 'B/d1.b1', roll }];
      const chronicle = narrateBattle({ battleId: 'spells', name: 'Spells', setup: setupOf({ A: wizard }), events });
      return chronicle.lines.find((line) => line.seq === events.length)!.text;
    };
    // "any rolls of double 1 are treated as a miscast and the Magic upgrade is lost for the remainder of the battle"
    expect(tell(dice(1, 1))).toMatch(/miscast.*(lost|gone) for the rest of the battle/);
    const failed = tell(dice(3, 2));
    expect(failed).not.toMatch(/miscast|rest of the battle/);
    expect(failed).toMatch(/came to nothing|the magic failed/);
  });
});
