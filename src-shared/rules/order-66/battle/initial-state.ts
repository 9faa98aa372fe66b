import type { RulingChoices } from '../../ruling';
import { PROFILES } from '../mystics';
import { rulesInPlay } from '../rules-in-play';
import { draftOf, type Step } from './draft';
import { advance } from './flow';
import { modelsOf, sideOf, type Order66Setup } from './setup';
import type { ModelState, Order66State } from './state';

const NO_RECORD = { dealt: 0, friendlyDealt: 0, taken: 0, kills: 0, abilitiesUsed: 0, dodges: 0, activationsLost: 0 } as const;

/** Turn 1, every model on the board (L72), waiting for the first roll-off (L76). */
export function initialState(setup: Order66Setup, choices: RulingChoices = {}): Order66State {
  const models: Record<string, ModelState> = {};
  for (const info of modelsOf(setup)) {
    const side = sideOf(setup, info.side);
    const profile = PROFILES[info.kind];
    models[info.id] = {
      id: info.id,
      side: info.side,
      kind: info.kind,
      mechanic: info.kind === 'mystic' ? side.mystic.mechanic : null,
      stats: info.kind === 'mystic' ? side.mystic.stats : null,
      move: profile.move,
      maxWounds: profile.wounds,
      wounds: profile.wounds,
      status: 'standing',
      activated: false,
      actionsUsed: 0,
      choke: null,
      chokedBy: {},
      control: null,
      jumping: false,
      record: NO_RECORD,
    };
  }
  const blank: Order66State = {
    setup,
    turn: 1,
    phase: 'roll-off',
    rollOff: [],
    rollOffTie: false,
    picker: null,
    activation: null,
    pending: [],
    models,
    order: modelsOf(setup).map((model) => model.id),
    terrain: {},
    conceded: [],
    attacks: 0,
    result: null,
  };
  const step: Step = { d: draftOf(blank), rules: rulesInPlay(choices), out: [] };
  advance(step);
  return step.d as Order66State;
}
