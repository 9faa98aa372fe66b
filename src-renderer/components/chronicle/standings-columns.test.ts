import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { ORDER_66 } from '../../../src-shared/rules/order-66/system';
import { SYSTEM_1999 } from '../../../src-shared/rules/1999/system';
import { OPEND6_SYSTEM } from '../../../src-shared/rules/opend6/system';
import { INFINITY_ITS_SYSTEM } from '../../../src-shared/rules/infinity-its/system';
import type { SystemStandings } from '../../../src-shared/contract/chronicle';
import type { SystemTerms } from '../../../src-shared/systems/game-system';
import { standingsColumns } from '../../../src-shared/chronicle/standings-columns';
import SystemStandingsTables from './SystemStandingsTables.vue';

const termsOf = (terms: SystemTerms): SystemStandings['terms'] => ({ victory: terms.victory, decisiveVictory: terms.decisiveVictory ?? null, score: terms.score, losses: terms.losses, points: terms.tablePoints ?? null });
const headers = (terms: SystemTerms) => standingsColumns(termsOf(terms)).map((c) => c.header);

describe('standings columns in each system’s own terms', () => {
  it('never shows VP or soldiers for a system that does not count them', () => {
    expect(headers(SYSTEM_1999.terms)).toEqual(['Battles', 'Wins', 'Draws', 'Defeats', 'Army Points left', 'Army Points lost']);
    expect(headers(ORDER_66.terms)).toEqual(['Battles', 'Wins', 'Draws', 'Defeats', 'Wounds dealt', 'Wounds lost']);
    expect(headers(OPEND6_SYSTEM.terms)).toEqual(['Battles', 'Wins', 'Draws', 'Defeats', 'SGPs destroyed', 'Soldiers lost']);
  });

  it('gives Orders & Omens its two kinds of victory, VP and soldiers', () => {
    const columns = standingsColumns({ victory: 'Tactical Victory', decisiveVictory: 'Strategic Victory', score: 'VP', losses: 'soldiers', points: null });
    expect(columns.map((c) => c.header)).toEqual(['Battles', 'Tactical', 'Strategic', 'Draws', 'Defeats', 'VP', 'Soldiers lost']);
    expect(columns.find((c) => c.key === 'decisiveWins')!.title).toBe('Strategic Victory');
  });

  it('draws a 1999 table with its own headers and figures, captioned with the system when the campaign mixes systems', () => {
    const group: SystemStandings = {
      system: '1999',
      systemName: '1999',
      kind: 'battles',
      terms: termsOf(SYSTEM_1999.terms),
      battles: 1,
      inProgress: 0,
      byPlayer: [{ key: 'p', name: 'Ann', colour: null, battles: 1, wins: 1, decisiveWins: 0, draws: 0, defeats: 0, score: 39, lost: 0, points: 0 }],
      byFaction: [],
      byArmy: [{ key: 'a', name: 'Harrow Line', colour: null, battles: 1, wins: 1, decisiveWins: 0, draws: 0, defeats: 0, score: 39, lost: 0, points: 0 }],
    };
    const tables = mount(SystemStandingsTables, { props: { group, named: true } });
    expect(tables.findAll('caption').map((c) => c.text())).toEqual(['By player — 1999', 'By army — 1999']);
    expect(tables.get('table').findAll('thead th').map((th) => th.text())).toEqual(['Name', 'Battles', 'Wins', 'Draws', 'Defeats', 'Army Points left', 'Army Points lost']);
    expect(tables.get('tbody tr').findAll('th, td').map((cell) => cell.text())).toEqual(['Ann', '1', '1', '0', '0', '39', '0']);
    expect(tables.text()).not.toMatch(/VP|Tac\.|Str\.|soldiers/i);
    expect(tables.text()).not.toContain('still being fought');
    // Battles still on the table are told under the tables, in words, never counted in them.
    const fighting = mount(SystemStandingsTables, { props: { group: { ...group, inProgress: 2 }, named: false } });
    expect(fighting.get('[role="note"]').text()).toBe('2 battles still being fought are not counted yet; they join the standings when they end.');
    expect(fighting.get('tbody tr').findAll('td')[0]!.text()).toBe('1');
  });

  it('shows Infinity’s Tournament Points before its Objective Points and says how the table ranks (ruling its.tournament-points)', () => {
    expect(headers(INFINITY_ITS_SYSTEM.terms)).toEqual(['Battles', 'Wins', 'Draws', 'Defeats', 'Tournament Points', 'Objective Points', 'Army Points lost']);
    const group: SystemStandings = {
      system: 'infinity-its',
      systemName: 'Infinity N3 (ITS)',
      kind: 'battles',
      terms: termsOf(INFINITY_ITS_SYSTEM.terms),
      battles: 3,
      inProgress: 0,
      byPlayer: [{ key: 'p', name: 'Ann', colour: null, battles: 3, wins: 1, decisiveWins: 0, draws: 2, defeats: 0, score: 19, lost: 120, points: 8 }],
      byFaction: [],
      byArmy: [],
    };
    const tables = mount(SystemStandingsTables, { props: { group, named: false } });
    expect(tables.get('tbody tr').findAll('th, td').map((cell) => cell.text())).toEqual(['Ann', '3', '1', '2', '0', '8', '19', '120']);
    expect(tables.get('[role="note"]').text()).toBe('Ranked by Tournament Points, then Objective Points, then the fewest Army Points lost.');
    // Other systems rank by wins, as their columns show: no note.
    const other = mount(SystemStandingsTables, { props: { group: { ...group, terms: termsOf(SYSTEM_1999.terms) }, named: false } });
    expect(other.find('[role="note"]').exists()).toBe(false);
  });
});
