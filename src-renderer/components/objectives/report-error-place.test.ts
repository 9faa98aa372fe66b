import { describe, expect, it } from 'vitest';
import { reportErrorPlace } from './report-error-place';

describe('where the end-of-game report shows a refusal', () => {
  it('beside the field the refusal names', () => {
    expect(reportErrorPlace('quadrantsDominated.0.A')).toBe('quadrantsDominated.0.A');
    expect(reportErrorPlace('survivingArmyPoints.B')).toBe('survivingArmyPoints.B');
    expect(reportErrorPlace('consoles.2.contestWinner')).toBe('consoles.2.contestWinner');
    expect(reportErrorPlace('neverDeployed.A.0.name')).toBe('neverDeployed.A.0.name');
    expect(reportErrorPlace('retreatTurn')).toBe('retreatTurn');
  });

  // Seed 003: Supremacy's table has four Quadrants (map L936–L950), Nimbus Zone four Antennae
  // (L1014) and three Consoles (L1036); a report claiming more between both players is refused
  // on the pair's path, which no single field shows.
  it('above the form when it names both players together, so it is not lost', () => {
    expect(reportErrorPlace('quadrantsDominated.0')).toBe('form');
    expect(reportErrorPlace('antennaeDisconnected')).toBe('form');
    expect(reportErrorPlace('consolesControlled')).toBe('form');
    expect(reportErrorPlace('consoles')).toBe('form');
    expect(reportErrorPlace(undefined)).toBe('form');
  });
});
