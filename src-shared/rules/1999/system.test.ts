import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JudgedStep } from '../../systems/game-system';
import { EventSchema, replay, RULINGS_1999, rulingsInPlay, SYSTEM_1999, type Event1999, type Outcome1999, type Setup1999 } from './index';
import { army, die, libraries, roll, sides, squad, unit } from './testing/fixtures';

const system = SYSTEM_1999;

function threePlayerPrey(): Setup1999 {
  const ann = army('Harrow Line', [
    squad('line', 'Harrow Riflemen', 3, {
      attached: [
        { key: 'vane', card: 'Sergeant Ilse Vane', type: 'leader', position: 0, dna: [] },
        { key: 'mortar', card: 'Mortar Crew', type: 'support', position: 1, dna: [] },
      ],
    }),
    unit('runner', 'Scrap Runner'),
  ]);
  const bob = army('Ash Pack', [squad('pack', 'Ashen Hounds', 4)]);
  const cy = army('Seventh Choir', [squad('wardens', 'Seraph Wardens', 2, { attached: [{ key: 'herald', card: 'Herald of the Seventh Choir', type: 'leader', position: 0, dna: [] }] }), unit('runner', 'Scrap Runner')]);
  const input = system.battle.setupSchema.parse({
    size: { kind: 'small' },
    victory: { decidedBy: 'rolled', roll: die(3) }, // a D3 of 2: Prey (L261, L265)
    prey: { variant: 'designated', bounty: { p1: 'runner', p2: 'pack', p3: 'runner' } },
    markers: { edgeDistanceCm: 15, spacingCm: 90 },
  });
  const built = system.battle.buildSetup(input, sides({ player: 'Ann', roster: ann }, { player: 'Bob', roster: bob }, { player: 'Cy', roster: cy }), { now: '2024-05-01T18:00:00Z', rulings: {}, libraries: libraries() });
  if (!built.ok) throw new Error(built.reason);
  return built.setup;
}

const r = (rounds: Record<string, number>[]) => rounds.map((round) => Object.entries(round).map(([who, face]) => ({ who, dice: die(face) })));
const shoot = (cardId: string, model: number, weapon: string, target: number) => ({
  type: 'shot',
  shooter: { cardId, model },
  weapon,
  target: { cardId: 'p2/pack', model: target },
  rangeCm: 25,
  toHit: roll(5),
  hit: { penetration: roll(4), wounds: [roll(1)] },
});

/** A three-player Prey battle from the example cards, played to its victor through the GameSystem. */
const SCRIPT: unknown[] = [
  { type: 'deployment-order-rolled', rounds: r([{ p1: 5, p2: 2, p3: 4 }]) },
  { type: 'deployment-markers', markers: ['p1', 'p2', 'p3'].map((side) => ({ side, edgeDistanceCm: 15, nearestMarkerCm: 95 })), rounds: r([{ p1: 3, p2: 6, p3: 1 }]), starts: { p1: 0, p2: 2, p3: 1 } },
  { type: 'card-deployed', unitId: 'p1/line', atMarker: true },
  { type: 'card-deployed', unitId: 'p2/pack', atMarker: true },
  { type: 'card-deployed', unitId: 'p3/wardens', atMarker: true },
  { type: 'card-deployed', unitId: 'p1/runner', nearestEnemyCardCm: 70 },
  { type: 'card-deployed', unitId: 'p3/runner', nearestEnemyCardCm: 65 },
  { type: 'guerilla-tactics-rolled', unitId: 'p1/runner', roll: die(5), redeployed: true, nearestEnemyCardCm: 62 },
  { type: 'guerilla-tactics-rolled', unitId: 'p3/runner', roll: die(2) },
  { type: 'forces-revealed', nearestEnemyCm: 60 },
  { type: 'order-of-play-rolled', rounds: r([{ p1: 3, p2: 4, p3: 2 }, { p1: 6, p2: 3 }]) }, // Ann and Cy add a Leader each (L327)
  // Phase 1: Ann's Scrap Runner throws at Cy's, the Bounty Unit (a 6 lands on the Guessed range, L591).
  { type: 'unit-nominated', unitId: 'p1/runner' },
  { type: 'action-declared', action: 'indirect' },
  { type: 'indirect', shooter: { cardId: 'p1/runner', model: 0 }, weapon: 'Scrap charges', guessedRangeCm: 18, deviation: roll(6), hits: [{ target: { cardId: 'p3/runner', model: 0 }, penetration: roll(3), wounds: [roll(2)] }] },
  { type: 'activation-ended' },
  // Cy's Herald brings the Wardens in at Phase 1; they hold ground.
  { type: 'unit-nominated', unitId: 'p3/wardens' },
  { type: 'action-declared', action: 'hold-ground' },
  { type: 'activation-ended' },
  // Phase 2: Sergeant Vane's 2 brings Ann's whole Unit in; four shots at the Ashen Hounds.
  { type: 'unit-nominated', unitId: 'p1/line' },
  { type: 'action-declared', action: 'move-and-shoot' },
  { type: 'model-moved', cardId: 'p1/line', distanceCm: 8 },
  shoot('p1/line', 0, 'Harrow rifle', 0),
  shoot('p1/line', 1, 'Harrow rifle', 1),
  shoot('p1/line', 2, 'Harrow rifle', 2),
  shoot('p1/vane', 0, 'Service pistol', 3),
];

function play(setup: Setup1999) {
  let state = system.battle.initialState(setup, {});
  const steps: JudgedStep<Event1999, Outcome1999>[] = [];
  const events: Event1999[] = [];
  SCRIPT.forEach((raw, seq) => {
    const event = system.battle.eventSchema.parse(raw);
    const result = system.battle.apply(state, event, {});
    if (!result.ok) throw new Error(`step ${seq} (${event.type}) refused: ${result.reason}`);
    steps.push({ seq, turn: state.turn, event, outcomes: result.outcomes });
    events.push(event);
    state = result.state;
  });
  return { state, steps, events };
}

describe('the 1999 GameSystem', () => {
  it('plays a three-player Prey battle from the example cards to its victor', () => {
    const setup = threePlayerPrey();
    expect(setup.victory).toMatchObject({ condition: 'prey', decidedBy: 'rolled' });
    const { state, steps } = play(setup);
    expect(state.result).toMatchObject({ winner: 'p1', endedBy: 'prey', turns: 1 });
    expect(state.result!.losses).toEqual([
      { side: 'p1', amount: 0, unitsLost: 0 },
      { side: 'p2', amount: 24, unitsLost: 1 },
      { side: 'p3', amount: 7, unitsLost: 1 },
    ]);
    expect(steps.flatMap((s) => s.outcomes).filter((o) => o.code === 'bounty-lost')).toEqual([
      { code: 'bounty-lost', side: 'p3', unitId: 'p3/runner' },
      { code: 'bounty-lost', side: 'p2', unitId: 'p2/pack' },
    ]);
    expect(system.battle.summary(state, {})).toMatchObject({ status: 'over', turn: 1, stage: 'over', scores: { p1: 39, p2: 0, p3: 28 }, losses: { p1: 0, p2: 24, p3: 7 } });
  });

  it('narrates it in 1999’s terms, deterministically, naming players and Units but never an id', () => {
    const setup = threePlayerPrey();
    const { state, steps } = play(setup);
    const story = system.narrator.narrate({ battleId: 'b1', name: 'The Ash Road', setup, steps, state, rulings: {} });
    expect(system.narrator.narrate({ battleId: 'b1', name: 'The Ash Road', setup, steps, state, rulings: {} })).toEqual(story);
    const texts = story.lines.map((l) => l.text);
    expect(texts).toContain('Turn 1, Phase 1 — Cy’s Scrap Runner was made a Casualty by Ann (7 Army Points).');
    expect(texts).toContain('Turn 1, Phase 1 — Cy’s Bounty Unit, Scrap Runner, fell.');
    expect(texts).toContain('Turn 1, Phase 2 — Bob’s Ashen Hounds lost 4 models to Ann and was wiped out (24 Army Points).');
    expect(texts.at(-1)).toBe('Turn 1 decided the battle: Ann won with the last Bounty Unit left on the Battlefield. Ann lost nothing, Bob lost 24 Army Points and 1 Unit and Cy lost 7 Army Points and 1 Unit.');
    expect(story.lines.filter((l) => l.turningPoint).map((l) => l.kind)).toEqual(['casualties', 'bounty-lost', 'casualties', 'bounty-lost', 'battle-won']);
    expect(new Set(story.lines.map((l) => l.key)).size).toBe(story.lines.length);
    const everything = [...texts, ...steps.flatMap((s) => s.outcomes.map((o) => system.narrator.describeOutcome(o, setup))), ...steps.map((s) => system.narrator.describeEvent(s.event, setup))];
    for (const text of everything) {
      expect(text).not.toMatch(/\bp\d\b|p\d\/|undefined|null|NaN|\[object/);
      expect(text.length).toBeGreaterThan(5);
    }
    const pack = story.units.find((u) => u.side === 'p2')!;
    expect(pack).toEqual({ key: 'pack', side: 'p2', name: 'Ashen Hounds', losses: 24, inflicted: 0, counters: { 'models lost': 4, 'wounds suffered': 4, 'times Confused': 0, 'models made Casualties': 0 }, outcome: 'Casualty' });
    expect(story.units.find((u) => u.key === 'line')).toMatchObject({ inflicted: 24, counters: { 'models made Casualties': 4 }, outcome: 'Survived' });
    expect(story.sideCounters.p3).toEqual({ 'Army Points lost': 7, 'Units made Casualties': 1, 'models lost': 1, 'Bounty Unit lost': 1 });
  });

  it('replays its log to the same state, and undo is a replay without the last step', () => {
    const setup = threePlayerPrey();
    const { state, events } = play(setup);
    const again = replay(setup, events);
    expect(again.refused).toBeNull();
    expect(again.state).toEqual(state);
    const undone = replay(setup, events.slice(0, -1));
    expect(undone.state.result).toBeNull();
    expect(undone.state.cards['p2/pack']!.models.filter((m) => m.casualty)).toHaveLength(3);
  });

  it('refuses malformed steps at the schema with a readable message, and illegal ones in the engine without changing anything', () => {
    expect(EventSchema.safeParse({ type: 'shot' }).success).toBe(false);
    expect(EventSchema.safeParse({ type: 'teleport' }).error?.issues[0]?.message).toBe('This is not a step of a 1999 battle');
    const setup = threePlayerPrey();
    const state = system.battle.initialState(setup, {});
    const refused = system.battle.apply(state, EventSchema.parse({ type: 'unit-nominated', unitId: 'p1/line' }), {});
    expect(refused).toEqual({ ok: false, reason: 'No Unit can be nominated now' });
    expect(system.battle.apply(state, EventSchema.parse({ type: 'surrendered', side: 'p9' }), {})).toEqual({ ok: false, reason: 'That player is not in this battle' });
    // A step the engine does not know names no code token.
    expect(system.battle.apply(state, { type: 'teleport' } as never, {})).toEqual({ ok: false, reason: 'This is not a step of a 1999 battle' });
  });

  it('words every schema refusal a player can reach as a sentence in the rulebook’s terms: no field keys, ids, zod talk or JSON shapes', () => {
    const message = (input: unknown) => EventSchema.safeParse(input).error?.issues[0]?.message ?? '';
    const dice = { source: 'entered', sides: 6, faces: [4] };
    const shooter = { cardId: 'p1/line', model: 0 };
    const cases: [unknown, string][] = [
      // A distance typed past the tape (L423: distances are cm the players measure).
      [{ type: 'model-moved', cardId: 'p1/line', distanceCm: 20_000 }, 'Distance moved must be 10,000 cm or less'],
      [{ type: 'model-moved', cardId: '', distanceCm: 10 }, 'Choose the Unit, card or model this step is about'],
      [{ type: 'shot', shooter, weapon: '', target: shooter, rangeCm: 10 }, 'Choose a weapon'],
      [{ type: 'shot', shooter, weapon: 'Rifle', target: { cardId: 'p2/pack', model: 200 }, rangeCm: 10 }, 'Enter a number from 0 to 100'],
      [{ type: 'special-action', cardId: 'p1/line', ability: ' ' }, 'Choose the Special Action'],
      [{ type: 'surrendered', side: '' }, 'Choose a player'],
      [{ type: 'order-of-play-rolled', rounds: [[{ who: 'p1', dice: { sides: 6, faces: [4] } }]] }, 'Enter the dice as rolled at the table, or let the app roll them'],
      [{ type: 'activation-ended', cheat: true }, 'The step holds something a 1999 battle does not record'],
      [{ type: 'instability-rolled', cardId: 'p1/line', roll: { dice: { ...dice, source: 'rolled', seed: 1.5 } } }, 'A roll the app made must keep the whole number it was rolled from'],
    ];
    for (const [input, expected] of cases) {
      const said = message(input);
      expect(said).toBe(expected);
      expect(said).toMatch(/^[A-Z]/);
      expect(said).not.toMatch(/expected|received|Invalid|Too (big|small)|Unrecognized|[a-z][A-Z]|\bid\b|\bkey\b|\{/);
    }
  });

  it('describes itself in its own words', () => {
    expect(system.id).toBe('1999');
    expect(system.terms).toMatchObject({ losses: 'Army Points', unit: 'Unit', force: 'army' });
    expect(system.battle.stages.map((s) => s.id)).toContain('activation');
    expect(Object.keys(system.terms.endings)).toEqual(['surrender', 'turn-limit', 'territorial', 'prey', 'predator', 'last-army-standing']);
  });
});

describe('the 1999 rulings', () => {
  const tests = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(__dirname, f), 'utf8'))
    .join('\n');

  it('each is read by the engine: every ruling has its own named choice', () => {
    const defaults = rulingsInPlay({});
    expect(Object.keys(defaults)).toHaveLength(RULINGS_1999.length);
    for (const ruling of RULINGS_1999) {
      for (const option of ruling.options) {
        const chosen = rulingsInPlay({ [ruling.id]: option.id });
        const changed = Object.entries(chosen).filter(([key, value]) => (defaults as Record<string, string>)[key] !== value);
        expect(changed.map(([, v]) => v), `${ruling.id} = ${option.id}`).toEqual(option.id === ruling.defaultOption ? [] : [option.id]);
      }
    }
  });

  it('each option other than the default is exercised by a test', () => {
    const untested = RULINGS_1999.flatMap((ruling) => ruling.options.filter((o) => o.id !== ruling.defaultOption && !tests.includes(`'${ruling.id}': '${o.id}'`)).map((o) => `${ruling.id} = ${o.id}`));
    expect(untested).toEqual([]);
  });

  it('each is listed in docs/rulings.md with its default, quotes the rulebook and names its section', () => {
    const rulingsDoc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'rulings.md'), 'utf8');
    for (const ruling of RULINGS_1999) {
      const row = rulingsDoc.split('\n').find((line) => line.startsWith(`| \`${ruling.id}\` |`));
      expect(row, `docs/rulings.md has no row for ${ruling.id}`).toBeDefined();
      expect(row!.split('|')[3]!.trim()).toBe(ruling.options.find((o) => o.id === ruling.defaultOption)!.label);
      expect(ruling.quotes.length).toBeGreaterThan(0);
      expect(ruling.sections.length).toBeGreaterThan(0);
      expect(ruling.system).toBe('1999');
    }
  });
});
