import { describe, expect, it } from 'vitest';
import { unactivatedUnits } from './battle/queries';
import { rulesInPlay } from './rules-in-play';
import { codes, d, Game } from './testing/game';

/** Every Mystic ability as a real effect (seed 000 L44–L58). */

const luke = { player: 'Sam', mystic: 'luke', combat: 1, range: 2, dodge: 2 };

describe("Meg: Mystic Deflection — \"if dodges a ranged attack, may take an immediate return fire shot\" (L48)", () => {
  function volleyAtMeg(choices = {}) {
    const game = Game.of([{ player: 'Megan', mystic: 'meg', dodge: 2 }, luke], choices);
    game.activate('p2', 'p2.grymn-1');
    game.do({ type: 'shoot', modelId: 'p2.grymn-1', targetId: 'p1.mystic', line: 'straight', support: [], roll: d(4, 4) });
    return game;
  }

  it('after a dodge Meg may fire back at the shooter at once, and it costs her nothing', () => {
    const game = volleyAtMeg();
    expect(codes(game.do({ type: 'defend', roll: d(4, 3) }))).toEqual(['dodged']);
    expect(game.state.pending).toEqual([{ kind: 'return-fire', attack: 1, modelId: 'p1.mystic', shooterId: 'p2.grymn-1' }]);
    expect(game.refused({ type: 'move', modelId: 'p2.grymn-1', squares: 1 })).toBe("Not yet: Meg's choice to return fire comes first");
    const answer = game.do({ type: 'return-fire', line: 'straight', roll: d(5, 3) });
    expect(answer).toContainEqual(expect.objectContaining({ code: 'shot', weapon: 'return-fire', modelId: 'p1.mystic', targetId: 'p2.grymn-1', total: 8, hit: true, answering: 1 }));
    expect(game.model('p2.grymn-1').status).toBe('fallen');
    expect(game.model('p1.mystic').record).toMatchObject({ abilitiesUsed: 1, dodges: 1, kills: 1, dealt: 1 });
    expect(game.model('p1.mystic').actionsUsed).toBe(0);
  });

  it('may be declined, and is not offered when the dodge fails', () => {
    const declined = volleyAtMeg();
    declined.do({ type: 'defend', roll: d(6, 6) });
    expect(codes(declined.do({ type: 'decline-return-fire' }))).toEqual(['return-fire-declined']);
    const hit = volleyAtMeg();
    expect(codes(hit.do({ type: 'defend', roll: d(1, 2) }))).toEqual(['dodge-failed', 'damaged']);
    expect(hit.state.pending).toEqual([]);
  });

  it('is a shot: it needs a straight line (L88)', () => {
    const game = volleyAtMeg();
    game.do({ type: 'defend', roll: d(6, 6) });
    expect(game.refused({ type: 'return-fire', line: 'diagonal', roll: d(6, 6) })).toContain('cannot fire at a diagonal angle');
  });

  it('shots-cost-action: with both actions spent this turn Meg cannot answer', () => {
    const choices = { 'o66.mystic-deflection': 'shots-cost-action' };
    const game = Game.of([{ player: 'Megan', mystic: 'meg', dodge: 2 }, luke], choices);
    game.activate('p1');
    game.do({ type: 'move', modelId: 'p1.mystic', squares: 1 });
    game.do({ type: 'move', modelId: 'p1.mystic', squares: 1 });
    game.activate('p2', 'p2.grymn-1');
    game.do({ type: 'shoot', modelId: 'p2.grymn-1', targetId: 'p1.mystic', line: 'straight', support: [], roll: d(4, 4) });
    game.do({ type: 'defend', roll: d(6, 6) });
    expect(game.state.pending).toEqual([]);
  });
});

describe('Libby: Sword Master — "May attack all models upto 2 squares away in one combat action" (L50)', () => {
  it('one action, one attack roll per model within 2 squares, each defended in turn', () => {
    const game = Game.of([{ player: 'Lee', mystic: 'libby', combat: 3 }, luke]);
    game.activate('p1');
    const sweep = game.do({
      type: 'sword-master',
      modelId: 'p1.mystic',
      targets: [
        { targetId: 'p2.mystic', squares: 2, roll: d(4, 4) },
        { targetId: 'p2.grymn-1', squares: 1, roll: d(2, 2) },
      ],
    });
    expect(codes(sweep)).toEqual(['sword-master', 'melee-attack', 'melee-attack']);
    expect(game.state.pending.map((pending) => pending.kind === 'melee-defence' && pending.targetId)).toEqual(['p2.mystic', 'p2.grymn-1']);
    expect(game.do({ type: 'defend', roll: d(3, 3) })).toEqual([expect.objectContaining({ code: 'melee-hit', targetId: 'p2.mystic', attackTotal: 11, defenceTotal: 8 }), expect.objectContaining({ code: 'damaged' })]);
    expect(codes(game.do({ type: 'defend', roll: d(6, 5) }))).toEqual(['melee-avoided']);
    expect(game.model('p1.mystic')).toMatchObject({ actionsUsed: 1, record: expect.objectContaining({ abilitiesUsed: 1, dealt: 1 }) });
  });

  it('refuses a friend under o66.sword-master-targets: enemies, a model named twice, and a non-swordsman', () => {
    const game = Game.of([{ player: 'Lee', mystic: 'libby' }, luke]);
    game.activate('p1');
    expect(game.refused({ type: 'sword-master', modelId: 'p1.mystic', targets: [{ targetId: 'p1.grymn-1', squares: 1, roll: d(3, 3) }] })).toBe(
      "Libby's Grymn Trooper fights on Libby's side; Sword Master strikes enemy models only under this campaign's house rules",
    );
    expect(
      game.refused({ type: 'sword-master', modelId: 'p1.mystic', targets: [{ targetId: 'p2.mystic', squares: 1, roll: d(3, 3) }, { targetId: 'p2.mystic', squares: 1, roll: d(3, 3) }] }),
    ).toBe('Luke is named twice');
    const other = Game.of([{ player: 'Megan', mystic: 'meg' }, luke]);
    other.activate('p1');
    expect(other.refused({ type: 'sword-master', modelId: 'p1.mystic', targets: [{ targetId: 'p2.mystic', squares: 1, roll: d(3, 3) }] })).toBe('Meg is no Sword Master');
  });
});

describe('Luke: Mystic Jump — "+1 to dodge rolls and move across interveining minis / terrain" (L52)', () => {
  it('as an action: a move across anything and +1 to his dodges until his next activation (o66.mystic-jump: as-action)', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, luke]);
    game.activate('p2');
    expect(game.refused({ type: 'move', modelId: 'p2.mystic', squares: 3, acrossModels: true })).toBe(
      "Luke crosses miniatures and terrain only with the Mystic Jump action under this campaign's house rules",
    );
    expect(game.refused({ type: 'jump', modelId: 'p2.mystic', squares: 5 })).toContain('moves at most 4 squares');
    expect(codes(game.do({ type: 'jump', modelId: 'p2.mystic', squares: 4 }))).toEqual(['jumped']);
    game.do({ type: 'end-activation' });
    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(4, 4) });
    expect(game.do({ type: 'defend', roll: d(3, 3) })).toEqual([expect.objectContaining({ code: 'dodged', bonus: 3, total: 9, against: 8 })]);
  });

  it('the +1 also goes on his roll to avoid a melee blow, to which Mystics add their dodge score (L128)', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, luke]);
    game.activate('p2');
    game.do({ type: 'jump', modelId: 'p2.mystic', squares: 0 });
    game.do({ type: 'end-activation' });
    game.activate('p1');
    game.do({ type: 'melee', modelId: 'p1.mystic', targetId: 'p2.mystic', contact: 'side', roll: d(3, 3) });
    expect(game.do({ type: 'defend', roll: d(3, 3) })).toContainEqual(expect.objectContaining({ code: 'melee-avoided', attackTotal: 8, dice: 6, bonus: 3, defenceTotal: 9 }));
  });

  it('the bonus ends when his next activation starts', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, luke]);
    game.activate('p2');
    game.do({ type: 'jump', modelId: 'p2.mystic', squares: 0 });
    expect(game.model('p2.mystic').jumping).toBe(true);
    game.do({ type: 'end-activation' });
    game.activate('p1');
    game.do({ type: 'end-activation' });
    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'end-activation' });
    game.do({ type: 'activate', unitId: 'p2.grymn-1' });
    game.do({ type: 'end-activation' });
    game.activate('p2');
    expect(game.model('p2.mystic').jumping).toBe(false);
  });

  it('always in effect: ordinary moves cross miniatures and the Jump action is refused', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, luke], { 'o66.mystic-jump': 'always' });
    game.activate('p2');
    expect(game.do({ type: 'move', modelId: 'p2.mystic', squares: 4, acrossModels: true })).toEqual([{ code: 'moved', modelId: 'p2.mystic', squares: 4, acrossModels: true }]);
    expect(game.refused({ type: 'jump', modelId: 'p2.mystic', squares: 2 })).toContain('always in effect');
  });

  it('nobody else crosses other miniatures (L84)', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, luke], { 'o66.mystic-jump': 'always' });
    game.activate('p1');
    expect(game.refused({ type: 'move', modelId: 'p1.mystic', squares: 2, acrossModels: true })).toBe(
      'Meg may not cross other miniatures or terrain: "up to maximum move in any direction so long as do not pass through any other mini/ terrain feature"',
    );
  });
});

describe('Kieran: Mystic Lightning — "May make ranged attacks as per shooting rules" (L54)', () => {
  it('2D6 of 7 or more in a straight line; a Mystic may dodge', () => {
    const game = Game.of([{ player: 'Kim', mystic: 'kieran', range: 3 }, luke]);
    game.activate('p1');
    expect(game.do({ type: 'lightning', modelId: 'p1.mystic', targetId: 'p2.mystic', line: 'straight', roll: d(5, 4) })).toEqual([
      expect.objectContaining({ code: 'shot', weapon: 'lightning', dice: 9, bonus: 0, total: 9, hit: true }),
    ]);
    expect(codes(game.do({ type: 'defend', roll: d(2, 2) }))).toEqual(['dodge-failed', 'damaged']);
    expect(game.model('p1.mystic').record.abilitiesUsed).toBe(1);
    expect(game.refused({ type: 'lightning', modelId: 'p1.mystic', targetId: 'p2.mystic', line: 'blocked', roll: d(5, 4) })).toContain('no uninterrupted line');
  });

  it('only Kieran calls lightning; only Grymn carry rifles', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, luke]);
    game.activate('p1');
    expect(game.refused({ type: 'lightning', modelId: 'p1.mystic', targetId: 'p2.mystic', line: 'straight', roll: d(5, 4) })).toBe('Meg has no Mystic Lightning');
    expect(game.refused({ type: 'shoot', modelId: 'p1.mystic', targetId: 'p2.mystic', line: 'straight', support: [], roll: d(5, 4) })).toBe(
      'Only Grymn Troopers carry Pulse Rifles; Meg attacks with psychic powers',
    );
  });
});

describe("Va'Durr: Mystic Choke — the target loses its next activation; a second success removes it (L56)", () => {
  const vaDurr = { player: 'Vic', mystic: 'va-durr', range: 2 };

  it('needs line of sight, then rolls 2D6 + Range against 6 + 1; a Mystic may resist', () => {
    const game = Game.of([vaDurr, luke]);
    game.activate('p1');
    expect(game.refused({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: false, roll: d(4, 4) })).toBe(
      `Va'Durr must see Luke: "Va'Durr: Mystic Choke: may make a ranged attack against any mini in line of sight."`,
    );
    expect(game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(2, 3) })).toEqual([
      expect.objectContaining({ code: 'choke', roll: 'psychic', dice: 5, total: 7, needed: 7, success: true }),
    ]);
    expect(codes(game.do({ type: 'defend', roll: d(1, 2) }))).toEqual(['resist-failed', 'choked']);
    expect(game.model('p2.mystic').choke).toEqual({ casterId: 'p1.mystic', dueTurn: null });
  });

  it('the choked model\'s next activation passes without actions', () => {
    const game = Game.of([vaDurr, luke]);
    game.activate('p1');
    game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.grymn-1', lineOfSight: true, roll: d(3, 3) });
    game.do({ type: 'end-activation' });
    expect(codes(game.activate('p2', 'p2.grymn-1'))).toEqual(['roll-off-won', 'unit-activated', 'activation-lost', 'activation-ended']);
    expect(game.model('p2.grymn-1')).toMatchObject({ choke: null, record: expect.objectContaining({ activationsLost: 1 }) });
  });

  it('a second success by the same Mystic removes the model as a casualty, whatever its wounds', () => {
    const game = Game.of([vaDurr, luke]);
    game.activate('p1');
    for (let cast = 0; cast < 2; cast++) {
      game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(4, 4) });
      game.do({ type: 'defend', roll: d(1, 1) });
    }
    expect(game.model('p2.mystic')).toMatchObject({ status: 'fallen', record: expect.objectContaining({ taken: 3 }) });
    expect(game.state.result).toEqual({ winners: ['p1'], endedBy: 'last-mystic-standing' });
  });

  it('a choke that is resisted does not count towards the two', () => {
    const game = Game.of([vaDurr, luke]);
    game.activate('p1');
    game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(4, 4) });
    game.do({ type: 'defend', roll: d(6, 6) });
    game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(4, 4) });
    game.do({ type: 'defend', roll: d(1, 1) });
    expect(game.model('p2.mystic')).toMatchObject({ status: 'standing', chokedBy: { 'p1.mystic': 1 } });
  });

  it('as a shot (o66.choke-attack: shooting) a Mystic dodges it, and Meg may return fire', () => {
    const game = Game.of([vaDurr, { player: 'Megan', mystic: 'meg' }], { 'o66.choke-attack': 'shooting' });
    game.activate('p1');
    game.do({ type: 'choke', modelId: 'p1.mystic', targetId: 'p2.mystic', lineOfSight: true, roll: d(4, 4) });
    expect(game.state.pending[0]).toMatchObject({ kind: 'dodge', shot: { weapon: 'choke' } });
    game.do({ type: 'defend', roll: d(6, 6) });
    expect(game.state.pending[0]).toMatchObject({ kind: 'return-fire', shooterId: 'p1.mystic' });
  });
});

describe('Jen: Mystic Manipulation — "the Mystic may control the target for its next activation" (L58)', () => {
  const jen = { player: 'Ann', mystic: 'jen', range: 2 };

  it('under its owner\'s pick, the target acts for Jen\'s player: its Sword Master spares Jen\'s side', () => {
    const game = Game.of([jen, { player: 'Lee', mystic: 'libby', dodge: 1 }]);
    game.activate('p1');
    game.do({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.mystic', squares: 6, roll: d(3, 3) });
    expect(codes(game.do({ type: 'defend', roll: d(1, 2) }))).toEqual(['resist-failed', 'controlled']);
    expect(game.model('p2.mystic').control).toEqual({ by: 'p1', casterId: 'p1.mystic', fromTurn: 1 });
    game.do({ type: 'end-activation' });
    expect(game.activate('p2')).toContainEqual({ code: 'activation-controlled', modelId: 'p2.mystic', by: 'p1', casterId: 'p1.mystic' });
    expect(game.refused({ type: 'sword-master', modelId: 'p2.mystic', targets: [{ targetId: 'p1.mystic', squares: 1, roll: d(3, 3) }] })).toContain("fights on Libby's side");
    game.do({ type: 'sword-master', modelId: 'p2.mystic', targets: [{ targetId: 'p2.grymn-1', squares: 1, roll: d(6, 6) }] });
    game.do({ type: 'defend', roll: d(1, 1) });
    expect(game.model('p2.grymn-1').status).toBe('fallen');
    expect(game.model('p2.mystic').record).toMatchObject({ friendlyDealt: 1, dealt: 0, kills: 0 });
    game.do({ type: 'end-activation' });
    expect(game.model('p2.mystic').control).toBeNull();
  });

  it("a target that has already acted is controlled from the next turn; Jen's player picks it under controller-activates", () => {
    const choices = { 'o66.manipulation-control': 'controller-activates' };
    const game = Game.of([jen, luke], choices);
    game.activate('p2', 'p2.grymn-1');
    game.do({ type: 'end-activation' });
    game.activate('p1');
    game.do({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p2.grymn-1', squares: 3, roll: d(4, 4) });
    expect(game.model('p2.grymn-1').control).toEqual({ by: 'p1', casterId: 'p1.mystic', fromTurn: 2 });
    game.do({ type: 'end-activation' });
    game.activate('p2');
    game.do({ type: 'end-activation' });
    game.do({ type: 'activate', unitId: 'p1.grymn-1' });
    game.do({ type: 'end-activation' });
    expect(game.state.turn).toBe(2);
    const units = unactivatedUnits(game.state, rulesInPlay(choices));
    expect(units.find((unit) => unit.id === 'p2.grymn-1')).toMatchObject({ pickBy: 'p1', owner: 'p2' });
    expect(game.activate('p1', 'p2.grymn-1')).toContainEqual({ code: 'activation-controlled', modelId: 'p2.grymn-1', by: 'p1', casterId: 'p1.mystic' });
  });

  it("refuses Jen's own models, and reaches 12 squares", () => {
    const game = Game.of([jen, luke]);
    game.activate('p1');
    expect(game.refused({ type: 'manipulate', modelId: 'p1.mystic', targetId: 'p1.grymn-1', squares: 1, roll: d(4, 4) })).toBe("Jen's Grymn Trooper already takes orders from Jen's player");
  });
});

describe('casualties and the end of the battle', () => {
  it('last Mystic standing by default; a concession can end it too', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, luke, { player: 'Ann', mystic: 'jen' }]);
    game.activate('p1');
    expect(codes(game.do({ type: 'concede', side: 'p3' }))).toEqual(['conceded']);
    expect(game.model('p3.mystic').status).toBe('withdrawn');
    expect(codes(game.do({ type: 'concede', side: 'p2' }))).toEqual(['conceded', 'battle-over']);
    expect(game.state.result).toEqual({ winners: ['p1'], endedBy: 'concession' });
    expect(game.refused({ type: 'move', modelId: 'p1.mystic', squares: 1 })).toBe('The battle is over');
  });

  it('under the agreed turn limit the most wounds dealt wins', () => {
    const game = Game.of([{ player: 'Megan', mystic: 'meg' }, luke], { 'o66.victory': 'turn-limit' }, { turnLimit: 1 });
    game.activate('p1', 'p1.grymn-1');
    game.do({ type: 'shoot', modelId: 'p1.grymn-1', targetId: 'p2.grymn-1', line: 'straight', support: [], roll: d(6, 6) });
    game.do({ type: 'end-activation' });
    game.activate('p1');
    game.do({ type: 'end-activation' });
    const last = game.do({ type: 'activate', unitId: 'p2.mystic' }).concat(game.do({ type: 'end-activation' }));
    expect(codes(last)).toEqual(['unit-activated', 'activation-ended', 'turn-ended', 'battle-over']);
    expect(game.state.result).toEqual({ winners: ['p1'], endedBy: 'turn-limit' });
  });
});
