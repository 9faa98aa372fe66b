import { describe, expect, it } from 'vitest';
import { scoreNimbusZone, type NimbusZoneReport } from './nimbus-zone';

const base: NimbusZoneReport = {
  scenario: 'nimbus-zone',
  dataPacksDownloaded: { A: 2, B: 1 },
  antennaeDisconnected: { A: 1, B: 1 },
  consolesControlled: { A: 1, B: 0 },
  classifiedAchieved: { A: 1, B: 0 },
};

describe('Nimbus Zone (seed 003 L970–L984, Scenario 4: Nimbus Zone — Main Objectives)', () => {
  it('scores 2 OP per Data Pack, 2 OP for more Antennae, 1 OP for more Consoles, 1 OP for the Classified', () => {
    const result = scoreNimbusZone(base);
    if (!result.ok) throw new Error('expected a score');
    expect(result.score.sides.A.breakdown.map((l) => [l.source, l.points])).toEqual([
      ['data-packs', 4],
      ['antennae', 0],
      ['consoles', 1],
      ['classified', 1],
    ]);
    expect(result.score.sides.B.total).toBe(2);
  });

  it('equal Antennae or equal Consoles score nobody: "more … than the adversary" (seed 003 L978, L980)', () => {
    const result = scoreNimbusZone({ ...base, antennaeDisconnected: { A: 2, B: 2 }, consolesControlled: { A: 1, B: 1 } });
    if (!result.ok) throw new Error('expected a score');
    for (const side of ['A', 'B'] as const) {
      const points = Object.fromEntries(result.score.sides[side].breakdown.map((l) => [l.source, l.points]));
      expect(points).toMatchObject({ antennae: 0, consoles: 0 });
    }
  });

  it('reaches 10 OP at most: 3 Data Packs, more Antennae, more Consoles and the Classified', () => {
    const result = scoreNimbusZone({ ...base, dataPacksDownloaded: { A: 3, B: 0 }, antennaeDisconnected: { A: 3, B: 1 } });
    expect(result.ok && result.score.sides.A.total).toBe(10);
  });

  it('refuses a 4th Data Pack ("a maximum of 1 Data Pack from each Console") and 5 Antennae between the sides', () => {
    const result = scoreNimbusZone({ ...base, dataPacksDownloaded: { A: 4, B: 0 }, antennaeDisconnected: { A: 3, B: 2 } });
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: 'dataPacksDownloaded.A', message: 'Data Packs downloaded (Side A) must be between 0 and 3, not 4.' },
        { path: 'antennaeDisconnected', message: 'Antennae Disconnected: Side A 3 and Side B 2 add up to more than the 4 on the table.' },
      ],
    });
  });
});
