import { BODY_POINTS_LOST } from '../../data/damage';
import { isCriticalFailure } from '../../dice/open-roll';
import type { CriticalFailures } from '../outcomes';
import { afterDamage, damageResult } from '../../mechanics/damage';
import { refuse, squadDraft, type Context, type Draft } from '../draft';
import type { Od6EventOf } from '../events';
import { fielded, fieldedSoldier, strengthRollModifier } from '../queries';
import type { Condition, PendingHit } from '../state';
import { checkDestroyed, landDamage, scoreOf } from './common';
import { judgeForceBack } from './force-back';

const targetKey = (target: PendingHit['target']) => ('battery' in target ? `${target.squad}|battery` : `${target.squad}|${target.soldier}`);

/**
 * The damage rolls for the hits waiting (seed 004 L264–L286, L395–L397): a Damage Strength roll for
 * each hit and one Strength roll for each soldier hit, compared on the Damage Table. Ranged-phase
 * results are marked until the phase ends; others land at once. A battery loses a Body Point for a
 * wound and two for an incapacitating result (L302).
 */
export function damageRolled(draft: Draft, event: Od6EventOf<'damage-rolled'>, ctx: Context): void {
  const pending = draft.damage;
  if (!pending) refuse('no hits are waiting for damage rolls');
  if (event.damage.length !== pending.hits.length) refuse(`roll one Damage Strength die for each of the ${pending.hits.length} hits`);
  const targets = new Map<string, PendingHit['target']>();
  for (const hit of pending.hits) targets.set(targetKey(hit.target), hit.target);
  const strengthRolls = new Map<string, number>();
  const strengthCriticals = new Set<string>();
  for (const entry of event.strength) {
    const key = 'battery' in entry ? `${entry.squad}|battery` : `${entry.squad}|${entry.soldier}`;
    const target = targets.get(key);
    if (!target) refuse('a Strength roll is made only by a soldier (or siege weapon) that was hit');
    if (strengthRolls.has(key)) refuse('each soldier hit makes a single Strength roll');
    const modifier =
      'battery' in target
        ? (fielded(draft.setup, target.squad).siege?.bodyStrength ?? 0)
        : strengthRollModifier(fieldedSoldier(fielded(draft.setup, target.squad), target.soldier)!, squadDraft(draft, target.squad).soldiers.find((soldier) => soldier.id === target.soldier)!);
    strengthRolls.set(key, scoreOf(entry.roll, modifier, 'Strength roll'));
    if (isCriticalFailure(entry.roll)) strengthCriticals.add(key);
  }
  if (strengthRolls.size !== targets.size) refuse(`each of the ${targets.size} soldiers hit makes one Strength roll`);
  const casualtiesBySquad = new Map<string, Set<string>>();
  pending.hits.forEach((hit, index) => {
    const damageRoll = scoreOf(event.damage[index]!, hit.damage, `Damage roll ${index + 1}`);
    const strengthRoll = strengthRolls.get(targetKey(hit.target))!;
    const result = damageResult(damageRoll, strengthRoll, ctx.rulings);
    const critical: CriticalFailures = { damage: isCriticalFailure(event.damage[index]!), strength: strengthCriticals.has(targetKey(hit.target)) };
    const criticalFailures = critical.damage || critical.strength ? { criticalFailures: critical } : {};
    const victim = squadDraft(draft, hit.target.squad);
    if ('battery' in hit.target) {
      const battery = victim.battery!;
      battery.bodyPoints = Math.max(0, battery.bodyPoints - BODY_POINTS_LOST[result]);
      ctx.outcomes.push({ code: 'battery-damaged', squad: hit.target.squad, by: hit.by, damageRoll, strengthRoll, result, bodyPoints: battery.bodyPoints, destroyed: battery.bodyPoints === 0, ...criticalFailures });
      return;
    }
    const soldierId = hit.target.soldier;
    const soldier = victim.soldiers.find((candidate) => candidate.id === soldierId)!;
    let condition: Condition;
    if (pending.timing === 'end-of-phase') {
      if (result !== 'no-effect') soldier.marked.push({ result, by: hit.by.squad, source: pending.source });
      condition = soldier.marked.reduce<Condition>((current, mark) => afterDamage(current, mark.result), soldier.condition);
    } else {
      condition = landDamage(draft, { squad: hit.target.squad, soldier: soldierId }, result, hit.by.squad, pending.source);
      if (result !== 'no-effect') {
        const set = casualtiesBySquad.get(hit.target.squad) ?? new Set<string>();
        set.add(soldierId);
        casualtiesBySquad.set(hit.target.squad, set);
      }
    }
    ctx.outcomes.push({ code: 'damage', target: { squad: hit.target.squad, soldier: soldierId }, by: hit.by, source: pending.source, damageRoll, strengthRoll, result, condition, applied: pending.timing === 'now', ...criticalFailures });
  });
  draft.damage = null;
  if (pending.timing === 'now') for (const squadKey of new Set(pending.hits.map((hit) => hit.target.squad))) checkDestroyed(draft, ctx, squadKey);
  if (pending.engagement) judgeForceBack(draft, ctx, pending.engagement as unknown as readonly [string, string], casualtiesBySquad);
}

/** Applies the Ranged Combat Phase's marked damage at its end (L166, L281, L283). */
export function applyMarkedDamage(draft: Draft, ctx: Context): void {
  for (const squad of Object.values(draft.squads)) {
    const before = new Map(squad.soldiers.map((soldier) => [soldier.id, soldier.condition]));
    let marked = false;
    for (const soldier of squad.soldiers) {
      for (const mark of soldier.marked) {
        marked = true;
        landDamage(draft, { squad: squad.key, soldier: soldier.id }, mark.result, mark.by, mark.source);
      }
      soldier.marked = [];
    }
    if (!marked) continue;
    const wounded = squad.soldiers.filter((soldier) => soldier.condition === 'wounded' && before.get(soldier.id) === 'fit').length;
    const incapacitated = squad.soldiers.filter((soldier) => soldier.condition === 'incapacitated' && before.get(soldier.id) !== 'incapacitated').length;
    ctx.outcomes.push({ code: 'casualties-applied', squad: squad.key, tally: { wounded, incapacitated } });
    checkDestroyed(draft, ctx, squad.key);
  }
}
