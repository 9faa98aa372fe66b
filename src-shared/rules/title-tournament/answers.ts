import type { Challenge } from './state';

/**
 * Why the challenged player can no longer turn this challenge down, or null if they can. The text
 * never speaks of declining (seed 001 L669–L671): the app lets a challenge be refused while it
 * awaits an answer. Once accepted, the time and place are agreed; what remains is the game, a new
 * time or place agreed (rescheduled), the challenger withdrawing, or the game not happening "due
 * to his neglience" (L671) — a neglect, not a decline. Logs written before this was refused keep
 * their declines (the engine still folds them), so only new answers are checked.
 */
export function declineRefusal(challenge: Pick<Challenge, 'acceptedAt'>): string | null {
  if (challenge.acceptedAt === null) return null;
  return 'This challenge was accepted, so it can no longer be declined. Reschedule it to agree another time or place, or mark it neglected if the game does not happen at the time named.';
}
