import type { RegimentPosition } from '../../../../src-shared/rules/orders-omens/walkthrough/melee-positions';

/** What is not the usual about one regiment's position: "the flank (+1), engaged from the rear, higher ground". */
function unusual(p: RegimentPosition): string[] {
  return [p.strikes !== 'front' ? `strikes the ${p.strikes} (+1)` : '', p.engagedFrom !== 'front' ? `engaged from the ${p.engagedFrom}` : '', p.higherGround ? 'higher ground' : '', p.inForest ? 'in forest' : ''].filter(Boolean);
}

/**
 * One line for where a side's regiments stand, the summary of the fold that holds the choices:
 * "Every regiment strikes the enemy's front" when none is placed otherwise (most melees), else
 * each regiment placed otherwise, then the others.
 */
export function positionSummary(regiments: readonly { name: string; position: RegimentPosition }[]): string {
  const placed = regiments.map((r) => ({ name: r.name, words: unusual(r.position) }));
  const odd = placed.filter((r) => r.words.length > 0);
  if (odd.length === 0) return regiments.length === 1 ? `${regiments[0]!.name} strikes the enemy's front` : "Every regiment strikes the enemy's front";
  const said = odd.map((r) => `${r.name}: ${r.words.join(', ')}`).join('; ');
  const rest = regiments.length - odd.length;
  return rest === 0 ? said : `${said}; ${rest === 1 ? 'the other strikes' : 'the others strike'} the front`;
}
