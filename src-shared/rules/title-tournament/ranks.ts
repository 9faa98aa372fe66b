/**
 * The Rank Table of the 1999 Title Tournament ("THE RANK TABLE — RANK / PLAYER ALLOWANCE"),
 * lowest rank first. `allowance: null` is the table's "Unlimited".
 */
export const RANK_TABLE = [
  { id: 'unranked', label: 'Unranked', allowance: null },
  { id: '5th', label: '5th Rank', allowance: 5 },
  { id: '4th', label: '4th Rank', allowance: 4 },
  { id: '3rd', label: '3rd Rank', allowance: 3 },
  { id: '2nd', label: '2nd Rank', allowance: 2 },
  { id: '1st', label: '1st Rank', allowance: 1 },
] as const satisfies readonly { id: string; label: string; allowance: number | null }[];

export type RankId = (typeof RANK_TABLE)[number]['id'];

export const RANK_IDS: readonly RankId[] = RANK_TABLE.map((rank) => rank.id);

/** 0 for Unranked up to 5 for 1st Rank: "1st Rank is higher than 2nd Rank that is higher than 3rd Rank etc." */
export function rankLevel(rank: RankId): number {
  return RANK_IDS.indexOf(rank);
}

/** The rank one step higher, or null above 1st Rank. */
export function rankAbove(rank: RankId): RankId | null {
  return RANK_IDS[rankLevel(rank) + 1] ?? null;
}

export function rankLabel(rank: RankId): string {
  return RANK_TABLE[rankLevel(rank)]!.label;
}

/** The player allowance of a rank; null means unlimited. */
export function rankAllowance(rank: RankId): number | null {
  return RANK_TABLE[rankLevel(rank)]!.allowance;
}
