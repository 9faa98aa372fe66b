import { describe, expect, it } from 'vitest';
import { SYSTEMS } from '../../src-shared/systems/registry';
import { router } from '../router';
import { panelsFor } from './registry';

describe('every system’s battle screen comes from the renderer registry', () => {
  it('gives each shipped system either its own screen for the shared frame or a panel for the standard one', () => {
    for (const system of SYSTEMS) {
      const panels = panelsFor(system.id);
      expect(panels, system.id).not.toBeNull();
      expect(Boolean(panels!.BattleScreen) || Boolean(panels!.BattlePanel), system.id).toBe(true);
    }
    expect(panelsFor('orders-omens')!.BattleScreen).toBeDefined();
  });

  it('gives Orders & Omens its own set-up form, the other systems the shell’s', () => {
    expect(panelsFor('orders-omens')!.BattleSetup).toBeDefined();
    for (const id of ['order-66', '1999', 'opend6']) {
      expect(panelsFor(id)!.SetupForm, id).not.toBeNull();
    }
  });

  it('reaches the army builder pages a system adds through the system routes', () => {
    expect(router.resolve('/campaigns/c1/armies').name).toBe('armies');
    expect(router.resolve('/campaigns/c1/armies/randomise').name).toBe('army-randomise');
    expect(router.resolve('/campaigns/c1/armies/a1').name).toBe('army');
    expect(router.resolve('/campaigns/c1/armies/a1/print').name).toBe('army-print');
  });

  it('sends the old shell address of a battle to the one battle route', async () => {
    await router.push('/campaigns/c1/system-battles/b2');
    expect(router.currentRoute.value.fullPath).toBe('/campaigns/c1/battles/b2');
    expect(router.currentRoute.value.name).toBe('battle');
  });
});
