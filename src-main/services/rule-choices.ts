import type { Ruling, RulingChoices } from '../../src-shared/rules/ruling';
import { ServiceError } from './service-error';

/** Keeps only choices for known rulings with a known option; anything else is refused by path. */
export function checkRulingChoices(choices: Readonly<Record<string, string>>, rulings: readonly Ruling[]): RulingChoices {
  for (const [id, option] of Object.entries(choices)) {
    const ruling = rulings.find((candidate) => candidate.id === id);
    if (!ruling) throw new ServiceError('invalid_input', `There is no ruling ${id} here`, `rulings.${id}`);
    if (!ruling.options.some((candidate) => candidate.id === option)) {
      const known = ruling.options.map((candidate) => candidate.id).join(', ');
      throw new ServiceError('invalid_input', `"${option}" is not an option of ${ruling.title} (choose ${known})`, `rulings.${id}`);
    }
  }
  return { ...choices };
}

export function parseChoices(json: string): RulingChoices {
  return JSON.parse(json) as RulingChoices;
}

/** ISO 8601 in UTC, as the engines expect; the contract already checked it parses. */
export function isoDate(value: string): string {
  return new Date(value).toISOString();
}
