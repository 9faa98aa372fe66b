import { describe, expect, it } from 'vitest';
import { armyLines } from './army-lines';

const battle = (name: string, armies: string[]) => ({ battleId: name, name, system: 'orders-omens', countsFallen: true, sides: armies.map((army) => ({ army, armyKey: army, vp: 0, soldiersLost: 0 })) });
const palette = (index: number) => `palette-${index}`;

describe('the "soldiers lost, per army" chart’s lines', () => {
  it('draws a player’s second and third army in the player’s colour, each with its own dash', () => {
    // Ann fields the Iron Hold and then the Deep Guard; Bo the Greenwood. Ann's colour is gold.
    const colours = new Map([['Iron Hold', 'gold'], ['Deep Guard', 'gold'], ['Greenwood', 'teal'], ['Ash Legion', 'gold']]);
    const lines = armyLines([battle('Ford', ['Iron Hold', 'Greenwood']), battle('Hill', ['Deep Guard', 'Greenwood']), battle('Pass', ['Ash Legion', 'Greenwood'])], colours, palette);
    expect([...lines.keys()]).toEqual(['Iron Hold', 'Greenwood', 'Deep Guard', 'Ash Legion']);
    expect(lines.get('Iron Hold')).toEqual({ name: 'Iron Hold', colour: 'gold', dash: undefined });
    expect(lines.get('Greenwood')!.dash).toBeUndefined();
    const deep = lines.get('Deep Guard')!;
    const ash = lines.get('Ash Legion')!;
    expect([deep.colour, ash.colour]).toEqual(['gold', 'gold']);
    expect(deep.dash).toBeDefined();
    expect(ash.dash).toBeDefined();
    expect(ash.dash).not.toEqual(deep.dash);
  });

  it('gives an army with no player colour the palette’s next colour, solid', () => {
    const lines = armyLines([battle('Ford', ['Iron Hold', 'Greenwood'])], new Map([['Iron Hold', 'gold']]), palette);
    expect(lines.get('Greenwood')).toEqual({ name: 'Greenwood', colour: 'palette-1', dash: undefined });
  });
});
