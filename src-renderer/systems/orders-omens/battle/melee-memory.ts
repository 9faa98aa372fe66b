import type { MeleeSetup } from '../../../../src-shared/rules/orders-omens/walkthrough/melee-positions';

/**
 * Where the regiments of a melee stand and which Generals are in contact, kept between rounds
 * of the same melee: the melee form is rebuilt after each round's Morale Test, and the players
 * should not have to place the Generals again. Multiple Heads is chosen afresh each round.
 */
const remembered = new Map<string, MeleeSetup>();

const key = (battleId: string, engagementId: string) => `${battleId}/${engagementId}`;
// A plain copy: the form's setup is a reactive proxy, which structuredClone refuses.
const copy = (setup: MeleeSetup): MeleeSetup => JSON.parse(JSON.stringify(setup)) as MeleeSetup;

export function recallMelee(battleId: string, engagementId: string): MeleeSetup | null {
  const setup = remembered.get(key(battleId, engagementId));
  return setup ? copy(setup) : null;
}

export function rememberMelee(battleId: string, engagementId: string, setup: MeleeSetup): void {
  const kept = copy(setup);
  delete kept.attacker.multipleHeads;
  delete kept.defender.multipleHeads;
  remembered.set(key(battleId, engagementId), kept);
}
