import type { RulingChoices } from '../../ruling';
import { chosenOption } from '../../ruling';
import { RECON_AND_DEPLOYMENT } from '../data/recon-and-deployment';
import { DEPLOY_NON_BRIGADE_MARKERS, DUMMY_MARKERS } from '../rulings/pre-battle';
import type { Army } from '../types';
import { ordinal } from '../army/problems';
import { alternate } from './alternate';

/** "each player may have up to 3 dummy regiment markers" — per Division or per army (`oo.dummy-markers`). */
export function dummyMarkerAllowance(army: Army, choices?: RulingChoices): number {
  const perDivision = chosenOption(DUMMY_MARKERS, choices) === 'three-per-division';
  return RECON_AND_DEPLOYMENT.dummyMarkersPerDivision * (perDivision ? army.divisions.length : 1);
}

/**
 * Checks the dummy Brigades a player means to deploy (markers in each): "up to 3 dummy regiment
 * markers representing one Brigade per Division". `null` when allowed.
 */
export function dummyBrigadesProblem(army: Army, dummyBrigades: readonly number[], choices?: RulingChoices): string | null {
  const perDivision = chosenOption(DUMMY_MARKERS, choices) === 'three-per-division';
  const maxBrigades = perDivision ? army.divisions.length : 1;
  if (dummyBrigades.length > maxBrigades) return `at most ${maxBrigades} dummy Brigade${maxBrigades === 1 ? '' : 's'} (one ${perDivision ? 'per Division' : 'for the army'})`;
  const over = dummyBrigades.findIndex((markers) => markers < 1 || markers > RECON_AND_DEPLOYMENT.dummyMarkersPerDivision);
  if (over >= 0) return `the ${ordinal(over + 1)} dummy Brigade has ${dummyBrigades[over]} markers; a dummy Brigade has 1 to 3`;
  return null;
}

export type DeploymentStepKind = 'brigade' | 'dummy-brigade' | 'attached' | 'general';

/** One placement: a whole Brigade (real or dummy), an attached regiment, or (when placed apart) a General. */
export interface DeploymentStep {
  readonly kind: DeploymentStepKind;
  readonly label: string;
  readonly markers: number;
  /** Generals whose markers go down with this step. */
  readonly withGenerals: readonly string[];
}

/** The placements one army makes, in two phases: those alternated first, then those alternated after. */
export function deploymentSteps(army: Army, dummyBrigades: readonly number[], choices?: RulingChoices): { readonly first: DeploymentStep[]; readonly after: DeploymentStep[] } {
  const ownSteps = chosenOption(DEPLOY_NON_BRIGADE_MARKERS, choices) === 'own-steps';
  const first: DeploymentStep[] = [];
  const after: DeploymentStep[] = [];
  army.divisions.forEach((division, d) => {
    const divisionName = `${ordinal(d + 1)} Division`;
    division.brigades.forEach((brigade, b) => {
      const generals = ownSteps && b === 0 ? [`${divisionName} General`, ...(d === 0 ? ['Marshal'] : [])] : [];
      first.push({ kind: 'brigade', label: `${divisionName}, ${ordinal(b + 1)} Brigade`, markers: brigade.regiments.length, withGenerals: generals });
    });
    division.attached.forEach((_, a) => {
      (ownSteps ? first : after).push({ kind: 'attached', label: `${divisionName}, ${ordinal(a + 1)} attached Regiment`, markers: 1, withGenerals: [] });
    });
    if (!ownSteps) after.push({ kind: 'general', label: `${divisionName} General`, markers: 1, withGenerals: [] });
  });
  if (!ownSteps) after.push({ kind: 'general', label: 'Marshal', markers: 1, withGenerals: [] });
  dummyBrigades.forEach((markers, i) => first.push({ kind: 'dummy-brigade', label: `${ordinal(i + 1)} dummy Brigade`, markers, withGenerals: [] }));
  return { first, after };
}

export interface DeploymentSide {
  readonly player: string;
  readonly army: Army;
  /** Markers in each dummy Brigade the player will place. */
  readonly dummyBrigades?: readonly number[];
}

export interface DeploymentTurn {
  readonly player: string;
  readonly places: string;
}

/**
 * Deployment: "Beginning with the Defender players alternate placing Regiment Markers facedown
 * ... a player must place an entire Brigade at a time". Which Brigade is the player's choice, so
 * the plan says whose turn it is and what kind of placement it is.
 */
export function deploymentOrder(defender: DeploymentSide, attacker: DeploymentSide, choices?: RulingChoices): DeploymentTurn[] {
  const d = deploymentSteps(defender.army, defender.dummyBrigades ?? [], choices);
  const a = deploymentSteps(attacker.army, attacker.dummyBrigades ?? [], choices);
  const ownSteps = chosenOption(DEPLOY_NON_BRIGADE_MARKERS, choices) === 'own-steps';
  const firstPhase = ownSteps
    ? 'one whole Brigade (real or dummy) or an attached regiment, face down; a Division\'s General goes down with its first Brigade, the Marshal with the first placement'
    : 'one whole Brigade (real or dummy), face down';
  const turns: DeploymentTurn[] = alternate({ player: defender.player, count: d.first.length }, { player: attacker.player, count: a.first.length }).map((player) => ({
    player,
    places: firstPhase,
  }));
  const later = alternate({ player: defender.player, count: d.after.length }, { player: attacker.player, count: a.after.length });
  return [...turns, ...later.map((player) => ({ player, places: 'one General or attached regiment' }))];
}
