import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import RealmChroniclePanel from './RealmChroniclePanel.vue';
import type { RealmBattleItem, RealmChronicle } from '../../../src-shared/contract/realm-wire';

const battle = (id: string, name: string, group: string, players: [string, string], winner: string | null): RealmBattleItem => ({
  id,
  group,
  system: '1999',
  systemName: '1999',
  name,
  revision: 1,
  players: players.map((playerName, i) => ({ side: `p${i + 1}`, playerName, forces: [`${playerName}'s Pack`] })),
  progress: 'Over',
  outcome: {
    winners: winner ? [winner] : [],
    draw: winner === null,
    victoryName: 'victory',
    ending: 'with the last Bounty Unit left on the Battlefield',
    turns: 2,
    scoreTerm: 'Army Points',
    scores: [],
    lossTerm: 'Army Points',
    losses: [],
  },
  eventCount: 25,
  playedAt: 1,
  publishedAt: '2026-11-27T07:00:00.000Z',
});

const chronicle: RealmChronicle = {
  realm: { slug: 'ashlands', name: 'The Ashlands Realm' },
  groups: [
    { name: 'Harrow Wargames Club', battles: 1 },
    { name: 'Ashen Vale Irregulars', battles: 1 },
  ],
  battles: [battle('realm-battle-1', 'The Ash Road', 'Harrow Wargames Club', ['Ann', 'Bob'], 'Ann'), battle('realm-battle-2', 'Ember Crossing', 'Ashen Vale Irregulars', ['Dee', 'Eli'], null)],
  standings: [],
  query: '',
};

describe('the realm chronicle as kept in the campaign', () => {
  it('lists every group’s battles by display names, with outcomes in words and no ids', () => {
    const panel = mount(RealmChroniclePanel, { props: { chronicle, readAt: null, url: null } });
    expect(panel.findAll('article h3').map((h) => h.text())).toEqual(['The Ash Road', 'Ember Crossing']);
    expect(panel.text()).toContain('Victory for Ann, with the last Bounty Unit left on the Battlefield');
    expect(panel.text()).toContain('A draw');
    expect(panel.text()).not.toMatch(/realm-battle-|\bp1\b|\bp2\b/);
  });

  it('searches the kept copy by battle, group, player or army, and says when nothing matches', async () => {
    const panel = mount(RealmChroniclePanel, { props: { chronicle, readAt: null, url: null } });
    await panel.find('input[type=search]').setValue('ashen vale');
    expect(panel.findAll('article h3').map((h) => h.text())).toEqual(['Ember Crossing']);
    await panel.find('input[type=search]').setValue("bob's pack");
    expect(panel.findAll('article h3').map((h) => h.text())).toEqual(['The Ash Road']);
    await panel.find('input[type=search]').setValue('Zed');
    expect(panel.findAll('article')).toHaveLength(0);
    expect(panel.text()).toContain('No battle of the realm matches “Zed”');
  });
});
