import { describe, expect, it } from 'vitest';
import { useBrowserHost } from './support/browser-host';
import { campaignWithArmies, setUpBattle } from './support/oo-battle';
import { newWatchedPage, type WatchedPage } from './support/watched-page';
import { readableAtEverySize } from './support/readable-screen';
import { snapshot } from './support/screenshots';
import { blueRoster, redRoster } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-armies';
import { SAMPLE_BATTLE } from '../src-shared/rules/orders-omens/walkthrough/testing/sample-battle';
import { GOBLIN_BRAWLERS, HUMAN_BLADES } from '../src-shared/rules/opend6/testing/fixtures';
import { LONG_ROSTERS_1999, LONG_SETUP_INPUT, longBattle1999 } from '../src-main/testing/long-system-battle';

/**
 * Ending a battle early: one click only asks, with the consequence in the players' words and
 * Cancel focused; Escape and Cancel leave the battle on, and only the confirm button ends it.
 * Orders & Omens (its "More" actions), OpenD6 (conceding) and 1999 (surrender, seed 001 L259)
 * here; Order 66 in systems-shell.e2e. All four ask through the one ConcedeDialog.
 */

const env = useBrowserHost();
const api = env.api;
let page: WatchedPage | null = null;

/** Each screen at the brief's sizes, light then dark, checked readable. */
const atEverySize = (p: WatchedPage, name: string) => readableAtEverySize(p, `concede-asks/${name}`, { schemes: ['light', 'dark'] });

/** A new campaign with Ann and Bob and one force each of `system`, and a battle of theirs with `steps` already played. */
async function systemBattle(system: string, rosters: readonly unknown[], setup: unknown, steps: readonly unknown[]): Promise<{ hash: string; id: string }> {
  const campaignId = (await api<{ id: string }>('campaigns.create', { name: `Early ends (${system})` })).id;
  const players: string[] = [];
  for (const [name, colour] of [['Ann', '#1f5f8b'], ['Bob', '#8e2a22']] as const) players.push((await api<{ id: string }>('players.create', { campaignId, name, colour })).id);
  const forces: string[] = [];
  for (const [i, roster] of rosters.entries()) forces.push((await api<{ id: string }>('forces.create', { campaignId, playerId: players[i], system, roster })).id);
  const battle = await api<{ id: string }>('battles.create', { system, campaignId, name: 'The Early Night', sides: players.map((playerId, i) => ({ playerId, armyIds: [forces[i]] })), setup });
  for (const [i, event] of steps.entries()) await api('battles.append', { battleId: battle.id, system, event, expectedCount: i });
  return { hash: `/campaigns/${campaignId}/battles/${battle.id}`, id: battle.id };
}

/** Asks, is cancelled by Escape and by Cancel with nothing recorded, then confirms: the battle is over. */
async function askedThenConfirmed(p: WatchedPage, battleId: string, open: () => Promise<void>, title: string, says: string, confirm: string, picture: string): Promise<void> {
  const steps = (await api<{ steps: unknown[] }>('battles.get', { id: battleId })).steps.length;
  await open();
  const ask = p.getByRole('dialog', { name: title });
  await ask.waitFor();
  expect(await ask.innerText()).toContain(says);
  expect(await p.evaluate('document.activeElement?.textContent')).toBe('Cancel');
  await atEverySize(p, picture);
  await p.keyboard.press('Escape');
  await ask.waitFor({ state: 'detached' });
  await open();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await ask.waitFor({ state: 'detached' });
  expect((await api<{ steps: unknown[] }>('battles.get', { id: battleId })).steps).toHaveLength(steps);
  await open();
  await ask.getByRole('button', { name: confirm }).click();
  await expect.poll(async () => (await api<{ status: string }>('battles.get', { id: battleId })).status).toBe('over');
}

describe('ending a battle early asks first', () => {
  it('OpenD6: conceding asks first; Escape and Cancel record nothing; confirming ends the battle', async () => {
    try {
      const battle = await systemBattle('opend6', [HUMAN_BLADES, GOBLIN_BRAWLERS], { budgets: { A: 2000, B: 2000 } }, []);
      const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
      page = p;
      await p.goto(`${env.host.url}#${battle.hash}`);
      await p.getByText('Concede the battle').click();
      const open = () => p.getByRole('button', { name: 'Bob concedes…' }).click();
      await askedThenConfirmed(p, battle.id, open, 'Bob concedes?', 'Bob concedes: the battle ends and Ann holds the field. Only “Undo last step” can take it back.', 'Bob concedes', 'opend6');
      expect(p.problems).toEqual([]);
    } catch (error) {
      if (page && !page.isClosed()) await snapshot(page, 'concede-asks/opend6-failure');
      throw error;
    } finally {
      if (page && !page.isClosed()) await page.close();
    }
  }, 180_000);

  it('1999: surrendering (L259) asks first; Escape and Cancel record nothing; confirming ends the battle', async () => {
    try {
      const battle = await systemBattle('1999', LONG_ROSTERS_1999, LONG_SETUP_INPUT, longBattle1999(30));
      const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
      page = p;
      await p.goto(`${env.host.url}#${battle.hash}`);
      await p.getByText('Chain of Command, card effects, a rule you cannot agree on, Reinforcements, surrender').click();
      await p.getByLabel('Player who surrenders').selectOption({ label: 'Bob' });
      const open = () => p.getByRole('button', { name: 'Surrender…' }).click();
      await askedThenConfirmed(p, battle.id, open, 'Bob surrenders?', 'Bob surrenders: the battle ends and Ann holds the field. Only “Undo last step” can take it back.', 'Bob surrenders', '1999');
      expect(p.problems).toEqual([]);
    } catch (error) {
      if (page && !page.isClosed()) await snapshot(page, 'concede-asks/1999-failure');
      throw error;
    } finally {
      if (page && !page.isClosed()) await page.close();
    }
  }, 180_000);

  it('Orders & Omens: conceding asks first, Cancel focused; Escape and Cancel keep the battle going, confirming ends it', async () => {
    try {
      const campaign = await campaignWithArmies(api, 'The Hasty Flag', [blueRoster(), redRoster()]);
      const { battle, hash } = await setUpBattle(api, campaign, { name: 'The Battle at the Ford', tableWidthFeet: 6, tableDepthFeet: 4, turnLimit: 6, objectives: [{ name: 'The ford' }] });
      const opening = [...SAMPLE_BATTLE.slice(0, SAMPLE_BATTLE.findIndex((s) => s.type === 'strategic-order-issued')), { type: 'activation-started' }];
      for (const [index, event] of opening.entries()) await api('battles.append', { battleId: battle.id, event, expectedCount: index });
      const p = await newWatchedPage(env.browser, { viewport: { width: 1280, height: 800 } });
      page = p;
      await p.goto(`${env.host.url}#${hash}`);
      await p.getByText('More: baggage, a called Morale Test, concede').click();

      const concedes = p.getByRole('button', { name: 'Red concedes…' });
      await concedes.click();
      const ask = p.getByRole('dialog', { name: 'Red concedes?' });
      await ask.waitFor();
      expect(await ask.innerText()).toContain('Red concedes: the battle ends and Blue holds the field: a Strategic Victory. Only “Undo last step” can take it back.');
      expect(await p.evaluate('document.activeElement?.textContent')).toBe('Cancel');
      await atEverySize(p, 'orders-omens');

      await p.keyboard.press('Escape');
      await ask.waitFor({ state: 'detached' });
      await concedes.click();
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached' });
      expect((await api<{ steps: unknown[] }>('battles.get', { id: battle.id })).steps).toHaveLength(opening.length);

      await concedes.click();
      await ask.getByRole('button', { name: 'Red concedes' }).click();
      await expect.poll(async () => (await api<{ status: string }>('battles.get', { id: battle.id })).status).toBe('over');
      expect(p.problems).toEqual([]);
    } catch (error) {
      if (page && !page.isClosed()) await snapshot(page, 'concede-asks/failure');
      throw error;
    } finally {
      if (page && !page.isClosed()) await page.close();
    }
  }, 180_000);
});
