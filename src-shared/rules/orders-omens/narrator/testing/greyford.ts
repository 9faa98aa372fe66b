import type { BattleEvent, BattleSetup } from '../../battle';
import { generateBattle } from '../../battle/testing/generate';
import { line, setupOf } from '../../battle/testing/fixtures';
import type { Army, Brigade } from '../../types';

const humanDivision = (): Army['divisions'][number] => ({
  general: { experience: 'experienced', magicalAdvisor: false },
  brigades: [
    { regiments: [line('green', 'hand-weapons'), line('green', 'hand-weapons')] },
    { regiments: [line('experienced', 'bows'), line('experienced', 'bows')] },
    { regiments: [line('experienced', 'polearms', { armoured: true }), line('experienced', 'polearms', { armoured: true })] },
    { regiments: [line('elite', 'hand-weapons'), line('elite', 'hand-weapons'), line('elite', 'bows')] },
  ],
  attached: [],
});

const orcBrigade = (name: string, regiments: Brigade['regiments']): Brigade => ({ name, regiments });

/**
 * The Battle of Greyford: the Host of the Crown (Humans, two Divisions, every unit left unnamed
 * so the account must shorten "the 1st Brigade of the 1st Division of the Host of the Crown")
 * against the Red Tusk Warband (Orcs, named by their player: Gorbag, Ugluk, Gorbag's Boyz…), at
 * 09:00 over the ford and the mill, eight turns (two hours of battle time).
 */
export function greyfordSetup(): BattleSetup {
  const host: Army = { list: 'playtest', name: 'The Host of the Crown', narrativeRace: 'human', randomised: false, marshal: { experience: 'elite', magicalAdvisor: false, name: 'Duke Aldric' }, divisions: [humanDivision(), humanDivision()] };
  const warband: Army = {
    list: 'playtest',
    name: 'The Red Tusk Warband',
    narrativeRace: 'orc',
    randomised: false,
    marshal: { experience: 'elite', magicalAdvisor: false, name: 'Gorbag' },
    divisions: [
      {
        general: { experience: 'experienced', magicalAdvisor: false, name: 'Ugluk' },
        brigades: [
          orcBrigade("Gorbag's Boyz", [line('experienced', 'hand-weapons'), line('experienced', 'hand-weapons')]),
          orcBrigade('The Black Arrows', [line('green', 'bows'), line('green', 'bows')]),
          orcBrigade('The Tusk Riders', [line('elite', 'hand-weapons', { cavalry: true, armoured: true }), line('elite', 'hand-weapons', { cavalry: true, armoured: true })]),
          orcBrigade('The Iron Jaws', [line('elite', 'polearms'), line('elite', 'polearms'), line('elite', 'bows')]),
        ],
        attached: [],
      },
      {
        general: { experience: 'experienced', magicalAdvisor: false },
        brigades: [
          { regiments: [line('green', 'hand-weapons'), line('green', 'hand-weapons')] },
          { regiments: [line('green', 'crossbows-firearms'), line('green', 'crossbows-firearms')] },
          { regiments: [line('experienced', 'polearms'), line('experienced', 'polearms')] },
        ],
        attached: [],
      },
    ],
  };
  return setupOf(
    { A: host, B: warband },
    {
      turnLimit: 8,
      battleClockStart: '09:00',
      objectives: [
        { number: 1, name: 'The ford' },
        { number: 2, name: 'The mill' },
      ],
    },
  );
}

export const GREYFORD_THIRDS = { left: 'The ford', centre: 'The village', right: 'Grey Hill' } as const;

/** A full, legal, seeded eight-turn log of the Battle of Greyford through the real reducer. */
export function greyfordBattle(): { setup: BattleSetup; events: BattleEvent[] } {
  const setup = greyfordSetup();
  const { events } = generateBattle(setup, 2_000, 1999);
  return { setup, events };
}
