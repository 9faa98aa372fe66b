import type { CommandHolder } from '../../../src-shared/rules/opend6/battle/queries';

const HOLDER_WORDS: Readonly<Record<CommandHolder, string>> = {
  sergeant: 'The sergeant’s command skill',
  'wounded-sergeant': 'The wounded sergeant’s command skill',
  squad: 'With the sergeant down, the squad’s command skill',
};

/** "The sergeant’s command skill 3", or the squad's once he is down (seed 004 L442): whose skill a test adds — a level, not a roll. */
export function commandWords(holder: CommandHolder, level: number): string {
  return `${HOLDER_WORDS[holder]} ${level}`;
}
