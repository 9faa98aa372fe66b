import { describe, expect, it } from 'vitest';
import type { BattleResult } from '../battle/state';
import { storedResult } from './stored-result';

describe('a stored summary’s result', () => {
  const result: BattleResult = { endedBy: 'concession', turn: 3, vp: { A: 4, B: 9 }, tacticalVictory: 'B', strategicVictory: 'B', strategicReasons: ['enemy-conceded', 'enemy-marshal-slain'] };

  it('keeps Strategic Victory reasons that are already codes', () => {
    expect(storedResult(result)).toEqual(result);
    expect(storedResult(null)).toBeNull();
  });

  it('reads the sentences earlier versions stored as the codes they meant, dropping any it does not know', () => {
    const legacy = { ...result, strategicReasons: ['the enemy conceded', 'the enemy Marshal was captured', 'the enemy army reached its break point', 'something else'] } as unknown as BattleResult;
    expect(storedResult(legacy).strategicReasons).toEqual(['enemy-conceded', 'enemy-marshal-captured', 'enemy-break-point']);
  });
});
