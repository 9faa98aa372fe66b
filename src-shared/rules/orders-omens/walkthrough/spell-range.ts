import { chosenOption, type RulingChoices } from '../../ruling';
import { SPELLS } from '../data/spells';
import { SPELL_RANGE_FROM } from '../rulings/spells';
import type { SpellId } from '../types';

/** The spell's range and where to measure it from (ruling oo.spell-range-from), for the distance field. */
export function spellRangeHint(spell: SpellId, choices: RulingChoices): string {
  const from = chosenOption(SPELL_RANGE_FROM, choices) === 'from-wizard' ? 'from the Wizard' : 'from the Brigade the Wizard rides with';
  return `${SPELLS[spell].name}: range ${SPELLS[spell].rangeInches}″, measured ${from}`;
}
