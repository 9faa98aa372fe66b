import { describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { snapshot } from './support/screenshots';
import { expectReadableScreen } from './support/readable-screen';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import { dice } from '../src-shared/rules/orders-omens/battle/testing/fixtures';

/**
 * A Brigade with no order this turn, when an enemy enters its Zone of Control. Seed
 * 002_cff186ffe79098a6.txt L341: "If no orders are issued to a Brigade during a turn, they may only
 * act defensively if an enemy Brigade comes within their 10" Zone of Control"; L428: "the regiment
 * may spend unspent actions as reactions to fire, reload, withdraw, wheel or counter-charge".
 * Ruling `oo.unordered-reactions`: by default reactions are paid from held actions only; a group
 * may choose one free reaction a turn. Here Blue's Archers have their order (turn 1) and Red's
 * Crossbowmen have none.
 */

const env = useBrowserHost();
const api = env.api;
let page: WatchedPage | null = null;

const L341 = 'If no orders are issued to a Brigade during a turn, they may only act defensively';

async function battleWith(name: string, houseRules: Record<string, string>): Promise<{ hash: string; id: string; steps: number }> {
  const campaign = await campaignWithArmies(api, name, [blueRoster(), redRoster()], houseRules);
  const { battle, hash } = await setUpBattle(api, campaign, { name: `${name}: the ford`, tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
  // Through Blue's first order: the Archers (bows) pass their Order Test and act; Red's Crossbowmen have no order.
  const opening = SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'order-tested') + 1);
  for (const [index, event] of opening.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
  return { hash, id: battle.id, steps: opening.length };
}

interface Stored {
  steps: unknown[];
  state: { brigades: Record<string, { actionsLeft: number; activatedThisTurn: boolean; freeReactionUsedThisTurn?: boolean }> };
}

/** The Crossbowmen fire at the Archers as a reaction, every die a 1 (no hits, so no saves). */
const reactionVolley = { type: 'shot-fired', brigadeId: 'B/d1.b2', targetBrigadeId: 'A/d1.b2', reaction: true, volleys: [{ regimentId: 'B/d1.b2.r1', range: 'effective', dice: dice(1, 1, 1) }] };

async function opened(hash: string): Promise<WatchedPage> {
  const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 900 } });
  page = p;
  await p.goto(`${env.host.url}#${hash}`);
  await p.getByRole('article', { name: 'Archers acting', exact: true }).waitFor();
  return p;
}

async function guarded(name: string, play: () => Promise<void>): Promise<void> {
  try {
    await play();
  } catch (error) {
    if (page && !page.isClosed()) await snapshot(page, `${name}-failure`);
    throw error;
  } finally {
    if (page && !page.isClosed()) {
      const problems = page.problems;
      await page.close();
      expect(problems).toEqual([]);
    }
  }
}

describe('reactions by a Brigade with no order (oo.unordered-reactions)', () => {
  it('with one free reaction chosen, the un-ordered Crossbowmen fire at the Archers from the screen, once', async () => {
    await guarded('unordered-reaction', async () => {
      const battle = await battleWith('The Free Volley', { 'oo.unordered-reactions': 'one-reaction-in-zone' });
      const p = await opened(battle.hash);
      const panel = p.locator('details.zone-reaction');
      await panel.locator('summary').click();
      await panel.getByText(`“${L341}`).waitFor();
      await panel.getByText(/^One free reaction: A Brigade with no order this turn may make one reaction/).waitFor();
      await panel.getByLabel('Brigade reacting').selectOption({ label: 'Crossbowmen (Red)' });
      await panel.getByRole('button', { name: 'Fire…' }).click();
      await panel.getByRole('heading', { name: 'Crossbowmen fires as a reaction' }).waitFor();
      await panel.getByRole('combobox', { name: /^Target/ }).selectOption({ label: 'Archers' });
      // Every Combat Die a 1: typed into the first box, the faces fill the boxes in turn.
      for (const regiment of ['Crossbowmen 1', 'Crossbowmen 2']) await panel.getByLabel(`${regiment} dice die 1`, { exact: true }).fill('1 1 1 1 1 1');
      await expectReadableScreen(p, 'an un-ordered reaction, before recording');
      await snapshot(p, 'unordered-reaction-form');
      await panel.getByRole('button', { name: 'Record shooting' }).click();
      await p.getByRole('tab', { name: `Event log (${battle.steps + 1})` }).waitFor();

      const stored = await api<Stored>('battles.get', { id: battle.id });
      // The free reaction spent nothing: the Crossbowmen still have no order and no actions, the Archers keep all theirs.
      expect(stored.state.brigades['B/d1.b2']).toMatchObject({ activatedThisTurn: false, actionsLeft: 0, freeReactionUsedThisTurn: true });
      expect(stored.state.brigades['A/d1.b2']!.actionsLeft).toBe(5);
      // One reaction a turn: the screen no longer offers the Crossbowmen, and the engine refuses a second.
      await expect.poll(() => panel.getByLabel('Brigade reacting').locator('option').allInnerTexts()).not.toContain('Crossbowmen (Red)');
      await expect(api('battles.append', { battleId: battle.id, event: reactionVolley, expectedCount: battle.steps + 1 })).rejects.toThrow(/Crossbowmen got no order this turn and already made the one reaction allowed/);
    });
  }, 180_000);

  it('by default the screen offers no reaction without an order, says why in the rule\'s words, and the engine refuses one', async () => {
    await guarded('unordered-reaction-default', async () => {
      const battle = await battleWith('The Held Line', {});
      const p = await opened(battle.hash);
      const panel = p.locator('details.zone-reaction');
      await panel.locator('summary').click();
      await panel.getByText(`“${L341}`).waitFor();
      await panel.getByText('Held actions only: Reactions are paid from actions held from an order; a Brigade with no order can only Brace.').waitFor();
      expect(await panel.locator('select, button').count(), 'nothing to choose or press').toBe(0);
      await expectReadableScreen(p, 'reactions without an order, by default');
      await snapshot(p, 'unordered-reaction-default');

      await expect(api('battles.append', { battleId: battle.id, event: reactionVolley, expectedCount: battle.steps })).rejects.toThrow(new RegExp(`Crossbowmen got no order this turn: "${L341}"`));
      const stored = await api<Stored>('battles.get', { id: battle.id });
      expect(stored.steps).toHaveLength(battle.steps);
      expect(stored.state.brigades['B/d1.b2']!.freeReactionUsedThisTurn).toBeUndefined();
    });
  }, 180_000);
});
