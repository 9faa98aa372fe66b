import { describe, expect, it } from 'vitest';
import { codeWordsOf, findIdTokens } from './id-tokens';

// As the contract's JSON Schema would name them.
const CODE_WORDS = codeWordsOf({ properties: { endedBy: { enum: ['turn-limit', 'break-point'] }, monster: { enum: ['troll-mob'] }, status: { enum: ['open', 'walk-over'] }, kind: { const: 'melee-round' } } });
const tokens = (text: string, typed?: string[]) => findIdTokens(text, CODE_WORDS, typed).map((found) => `${found.kind}: ${found.token}`);

describe('id-shaped tokens a player must never read', () => {
  it('finds the leaks seen on the battle screens (issue #12)', () => {
    expect(tokens('Target: B/pmwswumjx14fzl3')).toEqual(['a roster part id: B/pmwswumjx14fzl3']);
    expect(tokens('Melee round (melee-1)')).toEqual(['a code token: melee-1']);
    expect(tokens('The battle ended (turn-limit)')).toEqual(['a code token: turn-limit']);
    expect(tokens('troll-mob 2.2 charges')).toEqual(['a positional label: troll-mob 2.2']);
    expect(tokens('Brigade 1.1 is disordered')).toEqual(['a positional label: Brigade 1.1']);
    expect(tokens('initiative roll A: die 1 shows 7')).toEqual(['a side letter: roll A']);
    expect(tokens('Winner: B')).toEqual(['a side letter: B']);
  });

  it('finds UUIDs, generated ids, positional ids and ruling ids', () => {
    expect(tokens('campaign 3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f')).toEqual(['a UUID: 3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f']);
    expect(tokens('part pmwswumjx14fzl3 moved')).toEqual(['a generated id: pmwswumjx14fzl3']);
    expect(tokens('A/d1.b2 holds')).toEqual(['a roster part id: A/d1.b2']);
    expect(tokens('see d2.b3.r1')).toEqual(['a positional label: d2.b3.r1']);
    expect(tokens('ruling oo.rvp-is-1vp applies')).toEqual(['a code token: oo.rvp-is-1vp']);
    expect(tokens('status in_progress')).toEqual(['a code token: in_progress']);
    expect(tokens('next: melee-round')).toEqual(['a code token: melee-round']);
    // Not in the contract, but bare or at the edge of brackets: code all the same.
    expect(tokens('The Iron Hold held firm (lost-melee; rolled 12)')).toEqual(['a code token: lost-melee']);
    expect(tokens('failed by 5 (general-slain)')).toEqual(['a code token: general-slain']);
    expect(tokens('hand-weapons')).toEqual(['a code token: hand-weapons']);
  });

  it('finds ruling ids and other dotted code tokens, hyphenated or not', () => {
    expect(tokens('Stubborn monsters (oo.stubborn-monsters)')).toEqual(['a code token: oo.stubborn-monsters']);
    expect(tokens('The battle ended: turn-limit.x')).toEqual(['a code token: turn-limit.x']);
    expect(tokens('House ruling oo.general applies')).toEqual(['a dotted code token: oo.general']);
    expect(tokens('Ruling its.scoring, chosen')).toEqual(['a dotted code token: its.scoring']);
    expect(tokens('Wounds dealt this turn.Player')).toEqual([]);
    expect(tokens('Check sides.0.playerId.')).toEqual(['a dotted code token: sides.0.playerId']);
    expect(tokens('Missing: report.retreatTurn')).toEqual(['a dotted code token: report.retreatTurn']);
    expect(tokens('(battle.turnLimit)')).toEqual(['a dotted code token: battle.turnLimit']);
  });

  it('leaves dotted English alone: abbreviations, numbers, versions, file names and addresses', () => {
    expect(tokens('e.g. a Brigade, i.e. the first; 2.5 hits; a.m. start')).toEqual([]);
    expect(tokens('Warchronicle v1.2.0 saved paradiso.json and the book as paradiso.pdf')).toEqual([]);
    expect(tokens('Mail ann@example.com or see warchronicle.dev. The Brigade held. Next turn.')).toEqual([]);
  });

  it('leaves English alone: articles, hyphenated words, dates, names and the rulebooks’ own terms', () => {
    expect(tokens('A Brigade of the Iron Hold broke. Roll a D6 for a Regiment')).toEqual([]);
    expect(tokens('Three neglects make a walk-over; pass the laptop at the hand-over screen.')).toEqual([]);
    expect(tokens('Randomiser: a regiment-type roll of 4 · the army-point bands (a well-known gap)')).toEqual([]);
    expect(tokens('Death-seekers fight on. Played 2031-01-12 at 10:00 · 3 – 4 VP, 1,200 soldiers, 2.5 hits')).toEqual([]);
    expect(tokens('Ann (Side A) v Bob (Side B)')).toEqual([]);
    expect(tokens('Set up a ')).toEqual([]);
    expect(tokens('e.g. the 1st Brigade, i.e. Thorin')).toEqual([]);
  });

  it('leaves out what players typed themselves', () => {
    const typed = '[a link](javascript:alert_box(1))';
    expect(tokens(`Note: ${typed}`)).toEqual(['a code token: alert_box']);
    expect(tokens(`Note: ${typed}`, [typed])).toEqual([]);
    // Shown with typographic quotes, still what the player typed.
    const script = '<script>window.__pwned="script"</script>';
    expect(tokens('<script>window.__pwned=“script”</script>')).toEqual(['a dotted code token: window.__pwned']);
    expect(tokens('Said: <script>window.__pwned=“script”</script>', [script])).toEqual([]);
  });
});
