import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import SystemRecordsTables from './SystemRecordsTables.vue';

describe('service records of an Order 66 campaign', () => {
  it('names its columns in the system’s terms: models and wounds, not Brigades and hits', () => {
    const tables = mount(SystemRecordsTables, {
      props: {
        section: {
          system: 'order-66',
          systemName: 'Order 66',
          terms: { score: 'wounds dealt', losses: 'wounds', unit: 'model', force: 'force', victory: 'victory', decisiveVictory: null },
          forces: [{ key: 'f1', name: 'Night Lotus', force: 'Night Lotus', battles: 2, wins: 1, decisiveWins: 0, score: 5, losses: 3, inflicted: 5, counters: {} }],
          units: [{ key: 'f1/m1', name: 'Kael', force: 'Night Lotus', battles: 2, wins: 1, decisiveWins: 0, score: 0, losses: 3, inflicted: 4, counters: {} }],
        },
      },
    });
    const headings = tables.findAll('h2').map((h) => h.text());
    expect(headings).toEqual(['Order 66: Forces', 'Order 66: Models']);
    const columns = tables.findAll('thead th').map((th) => th.text());
    expect(columns).toEqual(['Force', 'Battles', 'Victories', 'Wounds dealt', 'Wounds lost', 'Model', 'Force', 'Battles', 'Victories', 'Wounds lost', 'Wounds dealt']);
    expect(tables.text()).not.toMatch(/Brigade|Hits|Generals/);
    expect(tables.findAll('tbody tr')[1]!.text()).toContain('Kael');
  });

  it('gives each OpenD6 squad one line with its morale breaks, without repeating its name as its force', () => {
    const squad = (name: string, losses: number, breaks: number) => ({ key: name, name, force: name, battles: 2, wins: 1, decisiveWins: 0, score: 0, losses, inflicted: 1, counters: { 'morale breaks': breaks, charges: 0 } });
    const tables = mount(SystemRecordsTables, {
      props: {
        section: {
          system: 'opend6',
          systemName: 'OpenD6 Fantasy Miniatures',
          terms: { score: 'SGPs destroyed', losses: 'soldiers', unit: 'squad', force: 'squad', victory: 'victory', decisiveVictory: null },
          forces: [],
          units: [squad('Ice Rangers', 2, 1), squad('Goblin Archers', 0, 0)],
        },
      },
    });
    expect(tables.findAll('table').at(-1)!.findAll('thead th').map((th) => th.text())).toEqual(['Squad', 'Battles', 'Victories', 'Soldiers lost', 'Soldiers dealt', 'Morale breaks', 'Charges']);
    expect(tables.findAll('tbody tr').at(-2)!.findAll('th, td').map((cell) => cell.text())).toEqual(['Ice Rangers', '2', '1', '2', '1', '1', '0']);
  });
});
