import type { BattleResult, StrategicReason } from '../battle/state';

/** The words summaries stored before Strategic Victory reasons became codes carried. */
const LEGACY_REASONS: Readonly<Record<string, StrategicReason>> = {
  'the enemy conceded': 'enemy-conceded',
  'the enemy army reached its break point': 'enemy-break-point',
  'the enemy Marshal was captured': 'enemy-marshal-captured',
  'the enemy Marshal was slain': 'enemy-marshal-slain',
};

const CODES: ReadonlySet<string> = new Set<StrategicReason>(['enemy-conceded', 'enemy-break-point', 'enemy-marshal-captured', 'enemy-marshal-slain']);

/**
 * A result as a battle row's stored summary holds it, with Strategic Victory reasons as codes:
 * rows (and campaign files) written by earlier versions kept the reasons as sentences.
 */
export function storedResult<R extends BattleResult | null | undefined>(result: R): R {
  if (!result) return result;
  const reasons = (result.strategicReasons as readonly string[]).flatMap((reason) => (CODES.has(reason) ? [reason as StrategicReason] : LEGACY_REASONS[reason] ? [LEGACY_REASONS[reason]] : []));
  return { ...result, strategicReasons: reasons };
}
