import { describe, expect, it } from 'vitest';
import { initialBattleState } from '../battle';
import { narrateBattle } from './narrate-battle';
import { ChronicleNames } from './chronicle-names';
import { SENTENCE_WORD_LIMIT, sentencesOf, wordCount } from '../../../chronicle/sentences';
import { GREYFORD_THIRDS, greyfordBattle } from './testing/greyford';
import type { BattleChronicle } from './types';
import { largestSwings } from './win-probability';
import { validateArmy } from '../army/validate-army';

const { setup, events } = greyfordBattle();
const greyford = (battleId = 'greyford', upTo = events.length) => narrateBattle({ battleId, name: 'The Battle of Greyford', setup, events: events.slice(0, upTo), thirds: GREYFORD_THIRDS });

/** The account as a reader sees it: a heading and one paragraph of prose per section. */
function asProse(chronicle: BattleChronicle): { title: string; text: string }[] {
  return chronicle.paragraphs.map((p) => ({ title: p.title, text: chronicle.lines.filter((line) => line.paragraph === p.key).map((line) => line.text).join(' ') }));
}
const asText = (chronicle: BattleChronicle) => `${asProse(chronicle).map((p) => `## ${p.title}\n\n${p.text}`).join('\n\n')}\n`;

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

describe('the Battle of Greyford told as history (issue #16, "The battle account")', () => {
  const chronicle = greyford();
  const paragraphs = asProse(chronicle);

  it('reads as golden prose: an opening, a paragraph per hour, a reckoning', async () => {
    await expect(asText(chronicle)).toMatchFileSnapshot('./testing/greyford.golden.md');
  });

  it('is fought by two legal armies, so the e2e spec can build them in the army builder', () => {
    expect(validateArmy(setup.armies.A)).toEqual([]);
    expect(validateArmy(setup.armies.B)).toEqual([]);
  });

  it('the log is a full battle: eight turns, melees over several rounds, Brigades broken', () => {
    expect(chronicle.stats.over).toBe(true);
    expect(chronicle.stats.turn).toBe(8);
    expect(chronicle.stats.sides.A.brigadesBroken + chronicle.stats.sides.B.brigadesBroken).toBeGreaterThan(1);
    expect(asText(chronicle)).toMatch(/after (two|three|four) rounds/i);
  });

  it('has a paragraph per hour of battle time (four 15-minute turns), between an opening and a close', () => {
    expect(chronicle.paragraphs.map((p) => p.key)).toEqual(['opening', 'hour-1', 'hour-2', 'close']);
    expect(chronicle.paragraphs.map((p) => p.title)).toEqual(['Before the battle', 'The first hour, 09:00 to 10:00', 'The second hour, 10:00 to 11:00', 'The reckoning']);
    for (const line of chronicle.lines) {
      if (line.turn >= 1 && line.paragraph.startsWith('hour-')) expect(line.paragraph).toBe(`hour-${Math.ceil(line.turn / 4)}`);
    }
  });

  it('opens with the armies, their commanders, the ground and the objectives; closes with who held the field and the toll', () => {
    const [opening] = paragraphs;
    expect(opening!.text).toContain('the Host of the Crown');
    expect(opening!.text).toContain('the Red Tusk Warband');
    expect(opening!.text).toMatch(/Duke Aldric (commanded|led) the Host of the Crown/);
    expect(opening!.text).toMatch(/Gorbag (commanded|led) the Red Tusk Warband/);
    expect(opening!.text).toContain('the ford on the left, the village in the centre and Grey Hill on the right');
    expect(opening!.text).toContain('over the ford and the mill');
    const close = paragraphs.at(-1)!.text;
    expect(close).toMatch(/held the field|the field was left to|neither could claim the field/);
    expect(close).toMatch(/\d[\d,]* soldiers/);
  });

  it(`keeps every sentence under ${SENTENCE_WORD_LIMIT} words`, () => {
    const sentences = paragraphs.flatMap((p) => sentencesOf(p.text));
    expect(sentences.length).toBeGreaterThan(40);
    const longest = Math.max(...sentences.map(wordCount));
    expect(sentences.filter((s) => wordCount(s) >= SENTENCE_WORD_LIMIT)).toEqual([]);
    expect(longest).toBeLessThan(SENTENCE_WORD_LIMIT);
  });

  it('names no Brigade in full more than once in a paragraph: short forms after the first, the group\'s own names as they gave them', () => {
    const state = initialBattleState(setup);
    const names = new ChronicleNames(state.roster);
    const brigades = Object.values(state.roster.brigades);
    const generated = brigades.filter((b) => !names.groupNamed(b)).map((b) => names.brigadePlain(b.id));
    const described = brigades.map((b) => `${names.brigadePlain(b.id)} (`);
    expect(generated).toContain('the 1st Brigade of the 1st Division of the Host of the Crown');
    for (const paragraph of paragraphs) {
      const text = paragraph.text.toLowerCase();
      for (const full of generated) expect(occurrences(text, full.toLowerCase()), `${full} in "${paragraph.title}"`).toBeLessThanOrEqual(1);
    }
    for (const full of described) expect(occurrences(asText(chronicle), full), `${full} described twice`).toBeLessThanOrEqual(1);
    expect(asText(chronicle)).toMatch(/the (Human|Orc) (warriors|archers|spearmen|riders|knights|crossbowmen)/);
    expect(occurrences(asText(chronicle), "Gorbag's Boyz")).toBeGreaterThan(1);
  });

  it('folds Brigades that hesitated into one line a turn, and tells melees as engagements, not round by round', () => {
    const text = asText(chronicle);
    expect(text).not.toMatch(/round \d/);
    for (const turn of new Set(chronicle.lines.map((l) => l.turn))) {
      const hesitations = chronicle.lines.filter((l) => l.turn === turn && /hesitated|would not answer|stayed where it stood|none of them moved|deaf to their orders/.test(l.text));
      expect(hesitations.length).toBeLessThanOrEqual(1);
    }
  });

  it('is deterministic: the same log gives the same text, and the keys of earlier lines survive an undo', () => {
    expect(asText(greyford())).toBe(asText(chronicle));
    const undone = greyford('greyford', events.length - 20);
    const keys = new Set(chronicle.lines.map((l) => l.key));
    for (const line of undone.lines.filter((l) => l.seq !== null)) expect(keys.has(line.key)).toBe(true);
  });

  it('quotes the luckiest and unluckiest rolls from the exact odds in the close', () => {
    const { luck } = chronicle;
    expect(luck.rolls.length).toBeGreaterThan(30);
    for (const roll of luck.rolls) {
      expect(roll.percentile).toBeGreaterThan(0);
      expect(roll.percentile).toBeLessThan(100);
    }
    // A double 6 on an Order Test is the rarest good roll there is: 1 in 36.
    expect(luck.luckiest?.atLeast).toBeCloseTo(1 / 36, 10);
    const line = chronicle.lines.find((l) => l.key === 'close.luck')!;
    expect(line.paragraph).toBe('close');
    expect(line.text).toContain('a 1 in 36 chance');
    // The unluckiest roll, exactly 5 in 36 on 2D6, is quoted as the luck ledger beside the account
    // quotes it, not rounded to "1-in-7".
    expect(luck.unluckiest!.atMost).toBeCloseTo(5 / 36, 10);
    expect(line.text).toMatch(/a 5 in 36 chance\.$/);
  });

  it('tells the three largest swings of the win-probability line as turning points, at length, after the turn that made them', () => {
    const line = chronicle.winProbability;
    expect(line.map((p) => p.turn)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(line.at(-1)).toMatchObject({ settled: true, pA: 1 });
    const swings = largestSwings(line);
    expect(swings).toHaveLength(3);
    for (const swing of swings) {
      const index = chronicle.lines.findIndex((l) => l.key === `turned-${swing.turn}`);
      const told = chronicle.lines[index]!;
      expect(told).toMatchObject({ kind: 'turning-points', turningPoint: true, paragraph: `hour-${Math.ceil(swing.turn / 4)}` });
      // Right after the turn's closing score, and long enough to say how, why and where it left the battle.
      expect(chronicle.lines[index - 1]).toMatchObject({ kind: 'end-phase', turn: swing.turn });
      expect(sentencesOf(told.text).length).toBeGreaterThanOrEqual(2);
      const pct = (p: number) => String(Math.min(99, Math.max(1, Math.round(p * 100))));
      expect(told.text).toContain(swing.to === 1 ? `${pct(swing.from)} in a hundred` : `${pct(swing.from)} to ${pct(swing.to)} in a hundred`);
    }
    // No swing outside the three is told as one.
    expect(chronicle.lines.filter((l) => l.kind === 'turning-points')).toHaveLength(3);
  });

  it('keeps a luck ledger for each side, turn by turn, that agrees with the rolls', () => {
    const ledger = chronicle.stats.luck!;
    for (const side of ['A', 'B'] as const) {
      const mine = chronicle.luck.rolls.filter((r) => r.side === side);
      expect(ledger.sides[side].rolls).toBe(mine.length);
      expect(ledger.sides[side].mean).toBeCloseTo(mine.reduce((sum, r) => sum + r.percentile, 0) / mine.length, 10);
      expect(ledger.byTurn.at(-1)![side]).toBeCloseTo(ledger.sides[side].mean!, 10);
    }
    expect(ledger.byTurn).toHaveLength(8);
    expect(ledger.rolls.map((r) => r.percentile)).toEqual(chronicle.luck.rolls.map((r) => r.percentile));
    expect(ledger.rolls.every((r) => /^at \d\d:\d\d$/.test(r.when) && !/[AB]\//.test(r.text))).toBe(true);
    expect(ledger.sides.A.luckiest?.text).toMatch(/answered their orders with 6 actions/);
    expect(ledger.sides.A.luckiest?.chance).toBeCloseTo(1 / 36, 10);
    expect(ledger.sides.B.unluckiest?.when).toMatch(/^at \d\d:\d\d$/);
  });
});
