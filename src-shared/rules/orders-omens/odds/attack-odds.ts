import type { AttackSpec } from '../battle/attack';
import { dieHits } from '../battle/mechanics/hits';
import { D6_FACES } from '../battle/mechanics/faces';
import { saveProbability } from '../battle/mechanics/saves';
import { convolve, CERTAIN_ZERO, fromOutcomes, thin, type Dist } from './distribution';

const FACE_P = 1 / D6_FACES.length;

/** Hits from one die, through the reducer's own `dieHits`. */
function oneDie(spec: AttackSpec): Dist {
  return fromOutcomes(D6_FACES.map((face) => ({ value: dieHits(face, spec.hitRule), p: FACE_P })));
}

/** One die that is rolled again when it misses (Rooted Strength). */
function dieWithMissReroll(spec: AttackSpec): Dist {
  const reroll = oneDie(spec);
  const out: number[] = [];
  for (const face of D6_FACES) {
    const hits = dieHits(face, spec.hitRule);
    const dist = hits === 0 ? reroll : fromOutcomes([{ value: hits, p: 1 }]);
    dist.forEach((p, k) => {
      while (out.length <= k) out.push(0);
      out[k]! += p * FACE_P;
    });
  }
  return out;
}

function power(dist: Dist, n: number): Dist {
  let out: Dist = CERTAIN_ZERO;
  for (let i = 0; i < n; i++) out = convolve(out, dist);
  return out;
}

/** Multiple Heads: roll all dice, then re-roll up to `count` misses. Tracks (hits, misses ≤ count). */
function upToRerolls(spec: AttackSpec, count: number): Dist {
  let table = new Map<string, number>([['0,0', 1]]);
  for (let i = 0; i < spec.diceCount; i++) {
    const next = new Map<string, number>();
    for (const [key, p] of table) {
      const [hits, misses] = key.split(',').map(Number) as [number, number];
      for (const face of D6_FACES) {
        const h = dieHits(face, spec.hitRule);
        const k = h === 0 ? `${hits},${Math.min(misses + 1, count)}` : `${hits + h},${misses}`;
        next.set(k, (next.get(k) ?? 0) + p * FACE_P);
      }
    }
    table = next;
  }
  const single = oneDie(spec);
  let out: Dist = [];
  for (const [key, p] of table) {
    const [hits, misses] = key.split(',').map(Number) as [number, number];
    const dist = convolve(fromOutcomes([{ value: hits, p }]), power(single, misses));
    out = addDists(out, dist);
  }
  return out;
}

function addDists(a: Dist, b: Dist): Dist {
  const out = new Array<number>(Math.max(a.length, b.length)).fill(0);
  a.forEach((p, k) => (out[k]! += p));
  b.forEach((p, k) => (out[k]! += p));
  return out;
}

/** Exact distribution of hits before saves. */
export function hitDistribution(spec: AttackSpec): Dist {
  switch (spec.reroll.kind) {
    case 'none':
      return power(oneDie(spec), spec.diceCount);
    case 'misses':
      return power(dieWithMissReroll(spec), spec.diceCount);
    case 'up-to':
      return upToRerolls(spec, spec.reroll.count);
  }
}

/** Exact distribution of hits that get through the target's saves. */
export function unsavedDistribution(spec: AttackSpec): Dist {
  return thin(hitDistribution(spec), 1 - saveProbability(spec.saveRule));
}
