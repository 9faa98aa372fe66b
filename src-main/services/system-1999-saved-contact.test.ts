import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../testing/temp-store';
import { openDatabase } from '../db/open';
import { createServiceContext } from './context';
import { longNightCampaign } from '../testing/long-night-campaign';
import { appendStep, caller, createPreyBattle, PREY_SCRIPT } from '../testing/system-fixtures';
import type { SystemBattleDetail } from '../../src-shared/contract/system-battles';
import { die } from '../../src-shared/rules/1999/testing/fixtures';

/**
 * A 1999 battle saved before the engine derived base contact from its record (seed 001 L433, L537),
 * on a real SQLite file with the shipped migrations: the step the rules now refuse is where the
 * replay stops, named with the engine's reason; nothing after it is added until it is undone.
 */
const night = longNightCampaign();
const hound = (model: number) => ({ cardId: 'p2/pack', model });
const duel = (attacker: number, target: number) => [[{ who: 'attacker', dice: die(attacker) }, { who: 'target', dice: die(target) }]];

/** The Prey battle with Ann's Harrow Riflemen Charging Bob's Ashen Hounds: Riflemen 1 and 2 and the Sergeant touch Hounds 2, Riflemen 1 Hounds 1 too (L513). */
function charged(): SystemBattleDetail {
  let battle = createPreyBattle(night.api, night.campaignId, night.playerIds);
  const upTo = PREY_SCRIPT.findIndex((e) => (e as { type: string; unitId?: string }).type === 'unit-nominated' && (e as { unitId?: string }).unitId === 'p1/line');
  for (const event of [
    ...PREY_SCRIPT.slice(0, upTo + 1),
    { type: 'action-declared', action: 'charge' },
    { type: 'model-moved', cardId: 'p1/line', distanceCm: 18, intoBaseContact: true, contacts: [{ model: 0, enemy: hound(0) }, { model: 0, enemy: hound(1) }, { model: 1, enemy: hound(1) }] },
    { type: 'model-moved', cardId: 'p1/vane', distanceCm: 16, intoBaseContact: true, contacts: [{ model: 0, enemy: hound(1) }] },
    { type: 'model-moved', cardId: 'p1/mortar', distanceCm: 10 },
  ])
    battle = appendStep(night.api, battle, event);
  return battle;
}

/** Rewrites stored step `seq` as an older version saved it, then opens the file afresh, as that older save would be opened now. */
function savedEarlier(battle: SystemBattleDetail, seq: number, event: unknown, check: (later: ReturnType<typeof caller>) => void): void {
  night.temp.store.sqlite.prepare('UPDATE battle_events SET payload_json = ? WHERE battle_id = ? AND seq = ?').run(JSON.stringify(event), battle.id, seq);
  const reopened = openDatabase({ file: night.temp.file, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    check(caller(createServiceContext(reopened, 'browser', 'test')));
  } finally {
    reopened.close();
  }
}

describe('a saved 1999 battle with a step the base-contact rules now refuse', () => {
  it('L433: Ashen Hounds saved moving out of contact without the roll stop the replay there, with the reason; undo mends it', () => {
    let battle = charged();
    for (const event of [{ type: 'activation-ended' }, { type: 'unit-nominated', unitId: 'p2/pack' }, { type: 'action-declared', action: 'move-fast' }]) battle = appendStep(night.api, battle, event);
    // Today only Hounds 3 and 4, in contact with nobody, may move without a roll
    battle = appendStep(night.api, battle, { type: 'model-moved', cardId: 'p2/pack', models: [2, 3], distanceCm: 20 });
    const seq = battle.eventCount;
    savedEarlier(battle, seq, { type: 'model-moved', cardId: 'p2/pack', distanceCm: 20 }, (later) => {
      const broken = later.call<SystemBattleDetail>('battles.get', { id: battle.id });
      expect(broken.brokenAt).toEqual({ seq, reason: 'Ashen Hounds 1 is in Base-to-base Contact with Harrow Riflemen 1: it moves away only after winning the roll to move out of contact' });
      expect(broken.steps.map((step) => step.seq)).toEqual(Array.from({ length: seq - 1 }, (_, i) => i + 1));
      expect(later.refusal('battles.append', { battleId: battle.id, system: '1999', event: { type: 'activation-ended' }, expectedCount: seq })).toMatchObject({
        code: 'rejected',
        message: expect.stringContaining(`Step ${seq} of this battle no longer replays`),
      });
      const mended = later.call<SystemBattleDetail>('battles.undo', { battleId: battle.id, expectedCount: seq });
      expect(mended).toMatchObject({ eventCount: seq - 1, brokenAt: null });
      expect(appendStep(later, mended, { type: 'model-moved', cardId: 'p2/pack', models: [2, 3], distanceCm: 20 }).eventCount).toBe(seq);
    });
  });

  it('L537: an Assault saved with an entered count of other models in contact that the record does not bear out stops the replay there, saying both numbers', () => {
    let battle = charged();
    battle = appendStep(night.api, battle, { type: 'assault', attacker: { cardId: 'p1/line', model: 0 }, weapon: 'Bayonet', target: hound(1), rounds: duel(1, 6) });
    const seq = battle.eventCount;
    expect(battle.steps.at(-1)!.outcomes).toContainEqual(expect.objectContaining({ code: 'assault-roll', attackerTotal: 5, alongside: [{ cardId: 'p1/line', model: 1 }, { cardId: 'p1/vane', model: 0 }] }));
    savedEarlier(battle, seq, { type: 'assault', attacker: { cardId: 'p1/line', model: 0 }, weapon: 'Bayonet', target: hound(1), additionalAttackers: 0, rounds: duel(1, 6) }, (later) => {
      expect(later.call<SystemBattleDetail>('battles.get', { id: battle.id }).brokenAt).toEqual({
        seq,
        reason: 'Harrow Riflemen 1 assaults Ashen Hounds 2: Harrow Riflemen 2 and Sergeant Ilse Vane are recorded in contact with Ashen Hounds 2, so the attacker adds 2, not the 0 entered (+1 for each other enemy model in contact with the target)',
      });
    });
  });
});
