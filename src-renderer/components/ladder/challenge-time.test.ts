import { describe, expect, it } from 'vitest';
import { challengeTimeProblem } from './challenge-time';

// Seed 001 L671: a challenge is made "naming a time and place" for the game.
describe('the time a challenge names for its game', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('is accepted when still to come', () => {
    expect(challengeTimeProblem('2026-03-12T19:00:00Z', null, now)).toBeNull();
  });

  it('says what to do when it has passed: a later time, or enter the challenge as made earlier', () => {
    const problem = challengeTimeProblem('2026-03-01T19:00:00Z', null, now);
    expect(problem).toContain('already passed');
    expect(problem).toContain('Entering a challenge made earlier');
  });

  it('for a challenge entered after the fact, may be past but not before the day it was made', () => {
    expect(challengeTimeProblem('2026-03-01T19:00:00Z', '2026-02-25T10:00:00Z', now)).toBeNull();
    expect(challengeTimeProblem('2026-02-20T19:00:00Z', '2026-02-25T10:00:00Z', now)).toContain('before the day the challenge was made');
  });

  it('asks for a time when none is given', () => {
    expect(challengeTimeProblem('', null, now)).toBe('Choose the day and time of the game');
  });
});
