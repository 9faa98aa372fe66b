import type { Stage } from './walkthrough';

/** Each stage of the battle as the stepper names it. */
export const STAGE_LABELS: Readonly<Record<Stage, string>> = {
  initiative: 'Initiative',
  terrain: 'Terrain',
  recon: 'Recon',
  deployment: 'Deployment',
  strategy: 'Strategy',
  activation: 'Activation',
  'end-phase': 'End Phase',
  result: 'Result',
};

/** Where the battle stands, for a refusal: "the battle is in its Deployment phase", "the battle is over". */
export function battleIsAt(stage: Stage): string {
  if (stage === 'result') return 'the battle is over';
  if (stage === 'end-phase') return 'the battle is in its End Phase';
  return `the battle is in its ${STAGE_LABELS[stage]} phase`;
}
