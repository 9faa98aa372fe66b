import { describe, expect, it } from 'vitest';
import { armyA, armyB, setupOf } from '../battle/testing/fixtures';
import { SAMPLE_BATTLE } from '../walkthrough/testing/sample-battle';
import { narrateBattle } from './narrate-battle';

/**
 * The first time the chronicle names a Brigade it says what the Brigade is ("Levy (warriors)"),
 * so a reader of the Narrative Play chronicle (seed 002_cff186ffe79098a6.txt L809: "chronicle
 * their games as if writing history") knows who fought. A Brigade whose name already says it —
 * "Archers" armed with bows, "Crossbowmen" with crossbows — read "Archers (archers)", which only
 * repeats it.
 */
type Army = ReturnType<typeof armyA>;
const named = (army: Army, names: readonly string[]): Army => ({ ...army, divisions: army.divisions.map((d) => ({ ...d, brigades: d.brigades.map((b, i) => ({ ...b, name: names[i] ?? b.name })) })) });

describe('a Brigade first named in the chronicle', () => {
  const A = named(armyA(), ['Levy', 'Archers', 'Halberdiers']);
  const B = named(armyB(), ['Swordsmen', 'Crossbowmen']);
  const text = narrateBattle({ battleId: 'ford', name: 'The Ford', setup: setupOf({ A, B }, { battleClockStart: '10:00' }), events: SAMPLE_BATTLE })
    .lines.map((l) => l.text)
    .join(' ');

  it('is not followed by what it is when its name already says so', () => {
    expect(text).toContain('Archers');
    expect(text).toContain('Crossbowmen');
    expect(text).not.toMatch(/Archers \(archers\)/i);
    expect(text).not.toMatch(/Crossbowmen \(crossbowmen\)/i);
  });

  it('still says what it is when its name does not', () => {
    expect(text).toContain('Levy (warriors)');
    expect(text).toContain('Swordsmen (warriors)');
  });
});
