import type { Roster } from '../../../contract/orders-omens/roster';

/**
 * Gives every Division, Brigade and regiment a stable id, unique within the army, for battle
 * events to point at. Ids already present are kept; missing or repeated ones are replaced.
 */
export function withRosterIds(roster: Roster, newId: () => string): Roster {
  const seen = new Set<string>();
  const idFor = (id: string | undefined) => {
    const fresh = id && !seen.has(id) ? id : newId();
    seen.add(fresh);
    return fresh;
  };
  return {
    ...roster,
    divisions: roster.divisions.map((division) => ({
      ...division,
      id: idFor(division.id),
      brigades: division.brigades.map((brigade) => ({
        ...brigade,
        id: idFor(brigade.id),
        regiments: brigade.regiments.map((regiment) => ({ ...regiment, id: idFor(regiment.id) })),
      })),
      attached: division.attached.map((regiment) => ({ ...regiment, id: idFor(regiment.id) })),
    })),
  };
}
