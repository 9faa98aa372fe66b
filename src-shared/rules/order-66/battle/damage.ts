import type { Step } from './draft';
import { sameSide } from './queries';
import type { DamageCause, Order66State } from './state';
import { terrainKey } from './terrain-name';

/** Wounds and casualties: "If the attack hits, the target suffers 1 point of damage" (L96, L108, L130). */

function credit(step: Step, byId: string, targetId: string, wounds: number, fell: boolean): void {
  const { d, rules } = step;
  const attacker = d.models[byId]!;
  const target = d.models[targetId]!;
  target.record.taken += wounds;
  if (sameSide(d as Order66State, rules, attacker.side, target.side)) {
    attacker.record.friendlyDealt += wounds;
  } else {
    attacker.record.dealt += wounds;
    if (fell) attacker.record.kills += 1;
  }
}

/** One point of damage to a standing model; at no wounds left it falls as a casualty. */
export function damageModel(step: Step, attack: number, targetId: string, byId: string, cause: DamageCause): void {
  const target = step.d.models[targetId]!;
  if (target.status !== 'standing') return;
  target.wounds -= 1;
  const fell = target.wounds <= 0;
  credit(step, byId, targetId, 1, fell);
  step.out.push({ code: 'damaged', attack, modelId: targetId, byId, cause, woundsLeft: Math.max(0, target.wounds) });
  if (fell) fall(step, attack, targetId, byId, cause);
}

/** Removed as a casualty whatever its wounds (Mystic Choke, L56); the wounds it had left count as dealt. */
export function removeModel(step: Step, attack: number, targetId: string, byId: string, cause: DamageCause): void {
  const target = step.d.models[targetId]!;
  if (target.status !== 'standing') return;
  const wounds = target.wounds;
  target.wounds = 0;
  credit(step, byId, targetId, wounds, true);
  fall(step, attack, targetId, byId, cause);
}

function fall(step: Step, attack: number, targetId: string, byId: string, cause: DamageCause): void {
  const target = step.d.models[targetId]!;
  target.status = 'fallen';
  target.choke = null;
  target.control = null;
  target.jumping = false;
  step.out.push({ code: 'model-fell', attack, modelId: targetId, byId, cause });
}

export { terrainKey } from './terrain-name';

/** "both take 1 point of damage" (L108) when the other party is terrain (o66.terrain-damage). */
export function damageTerrain(step: Step, attack: number, name: string, byId: string): void {
  const key = terrainKey(name);
  const piece = step.d.terrain[key] ?? { name: name.trim(), damage: 0, destroyed: false };
  piece.damage += 1;
  step.d.terrain[key] = piece;
  step.out.push({ code: 'terrain-damaged', attack, name: piece.name, byId, damage: piece.damage });
  if (step.rules.terrainDamage === 'destroyed' && !piece.destroyed) {
    piece.destroyed = true;
    step.out.push({ code: 'terrain-destroyed', attack, name: piece.name });
  }
}
