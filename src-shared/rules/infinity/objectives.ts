/**
 * The ten Classified Objectives the MK.1–MK.4 charts name. The rulebook extract we implement
 * prints only the charts (D20 result and name); the objective cards' own wording is not in it,
 * so `text` is null and the UI shows the name. `ClassifiedObjectiveTexts` lets a group supply
 * the wording from their own cards (stored with the campaign, never invented here).
 */
export const CLASSIFIED_OBJECTIVES = [
  { id: 'test-run', name: 'Test Run' },
  { id: 'experimental-drug', name: 'Experimental Drug' },
  { id: 'data-scan', name: 'Data Scan' },
  { id: 'extreme-prejudice', name: 'Extreme Prejudice' },
  { id: 'sabotage', name: 'Sabotage' },
  { id: 'telemetry', name: 'Telemetry' },
  { id: 'hvt-espionage', name: 'HVT: Espionage' },
  { id: 'hvt-retroengineering', name: 'HVT: Retroengineering' },
  { id: 'hvt-inoculation', name: 'HVT: Inoculation' },
  { id: 'hvt-designation', name: 'HVT: Designation' },
] as const satisfies readonly { id: string; name: string }[];

export type ClassifiedObjectiveId = (typeof CLASSIFIED_OBJECTIVES)[number]['id'];

/** Group-supplied wording of the objective cards, by objective id. */
export type ClassifiedObjectiveTexts = Readonly<Partial<Record<ClassifiedObjectiveId, string>>>;

export function objectiveName(id: ClassifiedObjectiveId): string {
  return CLASSIFIED_OBJECTIVES.find((objective) => objective.id === id)!.name;
}

/** The objective's text: the group's wording if given, else null (the source prints none). */
export function objectiveText(id: ClassifiedObjectiveId, texts?: ClassifiedObjectiveTexts): string | null {
  return texts?.[id]?.trim() || null;
}
