/**
 * A ruling settles a contradiction or gap in a rulebook. Every ruling quotes its source, names
 * a default reading with the reason for it, and lists the alternatives a group may pick as a
 * house rule. A campaign stores its choices as a `RulingChoices` map; engines take it as input.
 */
export interface RulingOption<Id extends string = string> {
  /** Stable id stored in campaigns; never rename one that has shipped. */
  readonly id: Id;
  /** Short label for the house-rules screen. */
  readonly label: string;
  /** What changes at the table when this option is chosen. */
  readonly effect: string;
}

export interface Ruling<Id extends string = string> {
  /** Stable id, e.g. `oo.order-test-direction`. */
  readonly id: string;
  readonly system: 'orders-omens' | 'order-66' | '1999' | 'infinity' | 'opend6';
  readonly title: string;
  /** Where the contradiction lives: rulebook section names, as printed. */
  readonly sections: readonly string[];
  /** The rulebook's own words (OCR slips corrected only where noted). */
  readonly quotes: readonly string[];
  readonly options: readonly RulingOption<Id>[];
  readonly defaultOption: Id;
  /** Why the default reads the text that way. */
  readonly reason: string;
}

/** A campaign's house rules: ruling id → chosen option id. Missing ids take the default. */
export type RulingChoices = Readonly<Record<string, string>>;

/** The chosen option of `ruling` under `choices`, falling back to the default for unknown ids. */
export function chosenOption<Id extends string>(ruling: Ruling<Id>, choices: RulingChoices | undefined): Id {
  const picked = choices?.[ruling.id];
  return ruling.options.some((option) => option.id === picked) ? (picked as Id) : ruling.defaultOption;
}
