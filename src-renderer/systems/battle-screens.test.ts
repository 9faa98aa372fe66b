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

  it('sends the old shell address of a battle to the one battle route', async () => {
    await router.push('/campaigns/c1/system-battles/b2');
    expect(router.currentRoute.value.fullPath).toBe('/campaigns/c1/battles/b2');
    expect(router.currentRoute.value.name).toBe('battle');
  });
});
