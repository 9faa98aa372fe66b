import type { z } from 'zod';
import type { GameSystem, NarratedBattle, RosterAssessment, SetupBuilt } from '../../systems/game-system';
import type { RulingChoices } from '../ruling';
import { assessRoster } from './army/assess';
import { applyStep, stageOf, startWalkthrough, STAGES, type LoggedStep, type Walkthrough } from './walkthrough/walkthrough';
import { STAGE_LABELS } from './walkthrough/stage-words';
import { narrateBattle } from './narrator/narrate-battle';
import { LoggedStepSchema } from '../../contract/orders-omens/battle-events';
import { OrdersOmensScenario } from '../../contract/orders-omens/battle-scenario';
import { Roster } from '../../contract/orders-omens/roster';
import { battleClockAt, casualties, type BattleSetup } from './battle';
import type { OrdersOmensOutcome } from './battle/outcomes';
import { outcomeTextFromSetup } from './narrator';
import { vpTotal } from './scoring/vp';
import { ORDERS_OMENS_RULINGS } from './rulings';
import { numberObjectives } from './prebattle/objectives';
import { gameEndProblem } from './prebattle/game-end';
import { ORDERS_OMENS_TERMS, ordersOmensResult } from './system-result';
import type { Army } from './types';

/**
 * Orders & Omens as a registered GameSystem, wrapping its existing engine unchanged: rosters
 * through the army builder's `assessRoster`, battles through the walkthrough (`applyStep`), the
 * account through its own narrator. Its screens and `battles.*`/`armies.*` calls keep their own
 * shapes; this is how generic code (lists, standings, chronicle, rulings) reads it. A step's
 * outcomes are the engine's typed ones; `narrator/` puts them in words.
 */

function assessment(roster: Army, rulings: RulingChoices): RosterAssessment {
  const assessed = assessRoster(roster, rulings);
  const points = assessed.price.total;
  const soldiers = assessed.strength.soldiers;
  return {
    points,
    size: soldiers,
    problems: assessed.problems.map((problem) => ({ path: [...problem.path], message: problem.message, rule: problem.rule })),
    valid: assessed.valid,
    battleReady: assessed.valid || roster.randomised,
    description: `${points.toLocaleString('en-GB')} pts ${roster.list === 'playtest' ? '' : `${roster.list[0]!.toUpperCase()}${roster.list.slice(1)} `}army, ${soldiers.toLocaleString('en-GB')} soldiers`,
  };
}

function buildSetup(input: OrdersOmensScenario, sides: Parameters<OrdersOmensSystem['battle']['buildSetup']>[1], context: { readonly now: string; readonly rulings: RulingChoices }): SetupBuilt<BattleSetup> {
  if (sides.length !== 2) return { ok: false, reason: 'An Orders & Omens battle is fought between two armies', path: 'sides' };
  const [a, b] = sides as [(typeof sides)[number], (typeof sides)[number]];
  if (a.forces.length !== 1 || b.forces.length !== 1) return { ok: false, reason: 'Each side brings one army', path: 'sides' };
  const noGameEnd = gameEndProblem(input);
  if (noGameEnd) return { ok: false, reason: noGameEnd, path: 'turnLimit' };
  const objectives = numberObjectives(input.objectives.map((objective) => objective.name), context.rulings);
  if (!objectives.ok) return { ok: false, reason: objectives.message, path: 'objectives' };
  const army = (force: (typeof a.forces)[number]): Army => ({ ...force.roster, name: force.roster.name ?? force.name });
  return {
    ok: true,
    setup: {
      armies: { A: army(a.forces[0]!), B: army(b.forces[0]!) },
      table: { widthFeet: input.tableWidthFeet, depthFeet: input.tableDepthFeet },
      ...(input.turnLimit !== undefined ? { turnLimit: input.turnLimit } : {}),
      ...(input.timeLimitMinutes !== undefined ? { timeLimitMinutes: input.timeLimitMinutes } : {}),
      startedAt: context.now,
      battleClockStart: input.battleClockStart,
      objectives: objectives.objectives,
      baggage: input.baggage.map((baggage, i) => ({ id: `baggage-${i + 1}`, side: baggage.side, name: baggage.name })),
    },
  };
}

function narrate(input: { battleId: string; name: string; setup: BattleSetup; steps: readonly { readonly event: LoggedStep }[]; rulings: RulingChoices }): NarratedBattle {
  const chronicle = narrateBattle({ battleId: input.battleId, name: input.name, setup: input.setup, events: input.steps.map((step) => step.event), rulings: input.rulings });
  const { stats } = chronicle;
  return {
    lines: chronicle.lines,
    units: stats.brigades.map((brigade) => ({
      key: brigade.id.replace(/^[AB]\//, ''),
      side: brigade.side,
      name: brigade.name,
      losses: brigade.soldiersLost,
      inflicted: brigade.hitsInflicted,
      counters: { 'hits taken': brigade.hitsTaken, 'times broken': brigade.timesBroken },
      outcome: brigade.outcome,
    })),
    sideCounters: Object.fromEntries(
      (['A', 'B'] as const).map((side) => [side, { 'Generals slain': stats.sides[side].generalsSlain, 'Generals captured': stats.sides[side].generalsCaptured, 'Brigades broken': stats.sides[side].brigadesBroken }]),
    ),
  };
}

export type { OrdersOmensOutcome };

export type OrdersOmensSystem = GameSystem<BattleSetup, Walkthrough, LoggedStep, OrdersOmensOutcome, OrdersOmensScenario, Army>;

export const ORDERS_OMENS: OrdersOmensSystem = {
  id: 'orders-omens',
  name: 'Orders & Omens',
  summary: 'Mass battles of Brigades and Generals between two armies, with Orders, Omens and the chip bag.',
  terms: ORDERS_OMENS_TERMS,
  rulings: ORDERS_OMENS_RULINGS,
  libraries: [],
  rosters: {
    version: 1,
    // The stored roster's schema; its type is the engine's `Army` (the contract checks they agree).
    schema: Roster as unknown as z.ZodType<Army>,
    empty: (name) => Roster.parse({ name, list: 'playtest', randomised: false, marshal: { experience: 'experienced', magicalAdvisor: false }, divisions: [] }) as Army,
    assess: (roster, rulings) => assessment(roster, rulings),
  },
  battle: {
    sides: { min: 2, max: 2 },
    forcesPerSide: { min: 1, max: 1 },
    setupSchema: OrdersOmensScenario,
    buildSetup: (input, sides, context) => buildSetup(input, sides, context),
    eventSchema: LoggedStepSchema as unknown as OrdersOmensSystem['battle']['eventSchema'],
    initialState: (setup) => startWalkthrough(setup),
    apply: (walk, event, rulings) => {
      const next = applyStep(walk, event, rulings);
      if (!next.ok) return next;
      return { ok: true, state: next.walk, outcomes: next.outcomes };
    },
    stages: STAGES.map((id) => ({ id, label: STAGE_LABELS[id] })),
    summary: (walk, rulings) => {
      const { battle } = walk;
      const tally = casualties(battle, rulings).bySide;
      const losses = { A: tally.A.casualties, B: tally.B.casualties };
      return {
        status: battle.phase === 'over' ? 'over' : battle.turn === 0 ? 'setting-up' : 'in-progress',
        turn: battle.turn,
        stage: stageOf(walk),
        clock: battle.turn > 0 && battle.setup.battleClockStart ? battleClockAt(battle.setup.battleClockStart, battle.turn) : null,
        scores: { A: vpTotal(battle.vp, 'A'), B: vpTotal(battle.vp, 'B') },
        losses,
        result: battle.result ? ordersOmensResult(battle.result, losses) : null,
      };
    },
    sideKeys: () => ['A', 'B'],
  },
  narrator: {
    describeOutcome: (outcome, setup) => outcomeTextFromSetup(outcome, setup),
    describeEvent: (event) => `${event.type.charAt(0).toUpperCase()}${event.type.slice(1).replace(/-/g, ' ')}`,
    narrate: (input) => narrate(input),
    clockStart: (setup) => setup.battleClockStart ?? null,
  },
};
