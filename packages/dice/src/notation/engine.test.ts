import { describe, expect, it } from 'vitest';
import { replay } from '../../test/oracle.js';
import { seed } from '../rng/seed.js';
import { beginRoll } from './beginRoll.js';
import type { CompileOptions } from './compile.js';
import { MAX_CHAIN_DEPTH } from './limits.js';
import { roll, rollTotal } from './roll.js';
import type { DieRecord, RollResult } from './RollResult.js';

// Seeded rolls of every rule the engine follows, pinned die by die: the exact faces, values,
// links and marks seed(n) gives (changing any of them is a breaking change, as in roll.test.ts).

/**
 * One die in a few characters: `sides:face`, then `=value` when it differs from the face,
 * `tN` its term (when not 0), `rN` its round (when not 0), `!P` an explosion of die P, `^P` a
 * reroll of die P, then ` k` / ` d` / ` x` when dropped by a keep clause, a drop clause or a
 * reroll, ` +` / ` -` / ` ~` for a success, failure or neither, ` crit` / ` fumble`, ` gG.S`
 * its group and sub-roll and its label in quotes. `#id` / `oN` flag an id or throw order
 * other than its index (none of the rolls below has one).
 */
function brief(d: DieRecord, i: number): string {
  let s = `${d.sides}:${d.face}`;
  if (d.value !== d.face) s += `=${d.value}`;
  if (d.id !== i) s += `#${d.id}`;
  if (d.order !== i) s += `o${d.order}`;
  if (d.termIndex !== 0) s += `t${d.termIndex}`;
  if (d.round !== 0) s += `r${d.round}`;
  if (d.kind !== 'roll') s += `${d.kind === 'explosion' ? '!' : '^'}${d.parentId}`;
  else if (d.parentId !== null) s += `?${d.parentId}`;
  if (!d.kept) s += d.droppedBy === 'keep' ? ' k' : d.droppedBy === 'drop' ? ' d' : d.droppedBy === 'rerolled' ? ' x' : ' ?';
  else if (d.droppedBy !== null) s += ' !!';
  if (d.outcome !== null) s += d.outcome === 'success' ? ' +' : d.outcome === 'failure' ? ' -' : ' ~';
  if (d.critical !== undefined) s += d.critical === 'success' ? ' crit' : ' fumble';
  if (d.group !== undefined) s += ` g${d.group}.${d.subRoll}`;
  if (d.label !== undefined) s += ` '${d.label}'`;
  return s;
}

interface Summary {
  total: number;
  terms: string[];
  dice: string;
  groups?: string[];
}

/** A result in the notation of {@link brief}: terms as `notation=total` (with order and usage), groups as `notation=total [sub-roll totals, x = dropped]`. */
function summary(r: RollResult): Summary {
  return {
    total: r.total,
    terms: r.terms.map((t, i) => `${t.termIndex === i ? '' : `#${t.termIndex} `}${t.notation}=${t.total}${t.order ? ` order ${t.order.join(',')}` : ''}${t.usage ? ` usage ${t.usage.stepped ? 'stepped' : 'kept'} ${t.usage.next}` : ''}`),
    dice: r.dice.map(brief).join(' | '),
    ...(r.groups ? { groups: r.groups.map((g, i) => `${g.groupIndex === i ? '' : `#${g.groupIndex} `}${g.notation}=${g.total} [${g.subRolls.map((s) => `${s.total}${s.kept ? '' : 'x'}`).join(',')}]${g.order ? ` order ${g.order.join(',')}` : ''}`) } : {}),
  };
}


interface Case extends Summary {
  notation: string;
  seed: number;
  options?: CompileOptions;
}

const cases: Case[] = [
  { notation: '4d6kl2', seed: 1, total: 7, terms: ['4d6kl2=7'], dice: '6:4 | 6:6 k | 6:4 k | 6:3' },
  { notation: '5d6dh2', seed: 1, total: 9, terms: ['5d6dh2=9'], dice: '6:4 | 6:6 d | 6:4 d | 6:3 | 6:2' },
  { notation: '5d6dl2', seed: 1, total: 14, terms: ['5d6dl2=14'], dice: '6:4 | 6:6 | 6:4 | 6:3 d | 6:2 d' },
  { notation: '4d6dh1dl1', seed: 1, total: 8, terms: ['4d6dh1dl1=8'], dice: '6:4 | 6:6 d | 6:4 | 6:3 d' },
  { notation: '6d8ro<3dh2', seed: 1, total: 17, terms: ['6d8ro<3dh2=17'], dice: '8:5 | 8:7 d | 8:5 | 8:4 | 8:2=0 x | 8:3 | 8:5r1^4 d' },
  { notation: '3d6r<3', seed: 2, total: 16, terms: ['3d6r<3=16'], dice: '6:5 | 6:5 | 6:2=0 x | 6:6r1^2' },
  { notation: '4d6ro1', seed: 1, total: 17, terms: ['4d6ro=1=17'], dice: '6:4 | 6:6 | 6:4 | 6:3' },
  { notation: '1d12ro<=2', seed: 3, total: 12, terms: ['1d12ro<=2=12'], dice: '12:12' },
  { notation: '3d6!', seed: 3, total: 23, terms: ['3d6!=23'], dice: '6:6 | 6:6 | 6:2 | 6:4r1!0 | 6:5r1!1' },
  { notation: '3d6!p', seed: 3, total: 21, terms: ['3d6!p=21'], dice: '6:6 | 6:6 | 6:2 | 6:4=3r1!0 | 6:5=4r1!1' },
  { notation: '2d6!!', seed: 3, total: 18, terms: ['2d6!!=18'], dice: '6:6 | 6:6 | 6:2r1!0 | 6:4r1!1' },
  { notation: '2d6!!p', seed: 3, total: 16, terms: ['2d6!!p=16'], dice: '6:6 | 6:6 | 6:2=1r1!0 | 6:4=3r1!1' },
  { notation: '3d6!>4', seed: 2, total: 34, terms: ['3d6!>4=34'], dice: '6:5 | 6:5 | 6:2 | 6:6r1!0 | 6:6r1!1 | 6:5r2!3 | 6:3r2!4 | 6:2r3!5' },
  { notation: '2d6!!kh1', seed: 3, total: 10, terms: ['2d6!!kh1=10'], dice: '6:6 k | 6:6 | 6:2r1!0 k | 6:4r1!1' },
  { notation: '1d6!!cs6', seed: 3, total: 0, terms: ['1d6!!cs=6=0'], dice: '6:6 ~ | 6:6r1!0 ~ | 6:2r2!1 ~' },
  { notation: '10d10>=8f1', seed: 2, total: 4, terms: ['10d10>=8f=1=4'], dice: '10:7 ~ | 10:7 ~ | 10:2 ~ | 10:10 + | 10:10 + | 10:8 + | 10:4 ~ | 10:3 ~ | 10:8 + | 10:5 ~' },
  { notation: '6d3dh2>=2f=1', seed: 1, total: 0, terms: ['6d3dh2>=2f=1=0'], dice: '3:2 + | 3:3 d ~ | 3:2 + | 3:2 d ~ | 3:1 - | 3:1 -' },
  { notation: '4d6min2max5', seed: 3, total: 16, terms: ['4d6min2max5=16'], dice: '6:6=5 | 6:6=5 | 6:2 | 6:4' },
  { notation: '1d4!min2', seed: 3, total: 10, terms: ['1d4min2!=10'], dice: '4:4 | 4:4r1!0 | 4:2r2!1' },
  { notation: '30d6min2max5', seed: 1, total: 112, terms: ['30d6min2max5=112'], dice: '6:4 | 6:6=5 | 6:4 | 6:3 | 6:2 | 6:2 | 6:4 | 6:6=5 | 6:4 | 6:3 | 6:3 | 6:5 | 6:2 | 6:1=2 | 6:6=5 | 6:4 | 6:1=2 | 6:5 | 6:6=5 | 6:5 | 6:5 | 6:6=5 | 6:3 | 6:3 | 6:2 | 6:4 | 6:4 | 6:5 | 6:1=2 | 6:6=5' },
  { notation: '3d6u', seed: 1, total: 13, terms: ['3d6u=13'], dice: '6:4 | 6:6 | 6:4=0 x | 6:3r1^2' },
  { notation: '4d6uo=1', seed: 1, total: 17, terms: ['4d6uo=1=17'], dice: '6:4 | 6:6 | 6:4 | 6:3' },
  { notation: '3d6!u', seed: 2, total: 16, terms: ['3d6u!=16'], dice: '6:5 | 6:5=0 x | 6:2 | 6:6r1^1 | 6:6=0r2!3 x | 6:5=0r3^4 x | 6:3r4^5' },
  { notation: '2d3!u', seed: 2, total: 6, terms: ['2d3u!=6'], dice: '3:3 | 3:3=0 x | 3:1r1!0 | 3:3=0r1^1 x | 3:3=0r2^3 x | 3:3=0r3^4 x | 3:2r4^5' },
  { notation: '3d4uokh2', seed: 1, total: 7, terms: ['3d4uokh2=7'], dice: '4:3 | 4:4 | 4:3=0 x | 4:2r1^2 k' },
  { notation: '3d4r1u<4', seed: 2, total: 11, terms: ['3d4r=1u<4=11'], dice: '4:3 | 4:3=0 x | 4:1=0 x | 4:4r1^1 | 4:4r1^2' },
  { notation: '{1d6, 2d4, 1d10}dh1dl1>=5', seed: 2, total: 1, terms: ['1d6=5', '2d4=4', '1d10=10'], dice: '6:5 g0.0 | 4:3t1 d g0.1 | 4:1t1 d g0.1 | 10:10t2 d g0.2', groups: ['{1d6,2d4,1d10}dh1dl1>=5=1 [5,4x,10x]'] },
  { notation: '{4d6+2d8, 3d20+3}kh1', seed: 1, total: 45, terms: ['4d6=17', '2d8=5', '3d20=42'], dice: '6:4 k g0.0 | 6:6 k g0.0 | 6:4 k g0.0 | 6:3 k g0.0 | 8:2t1 k g0.0 | 8:3t1 k g0.0 | 20:12t2 g0.1 | 20:19t2 g0.1 | 20:11t2 g0.1', groups: ['{4d6+2d8,3d20+3}kh1=45 [22x,45]'] },
  { notation: '{2d20}kh1', seed: 1, total: 17, terms: ['2d20=17'], dice: '20:12 k g0.0 | 20:17 g0.0', groups: ['{2d20}kh1=17 [17]'] },
  { notation: '{2d6, 2d6, 2d6}kl1', seed: 1, total: 4, terms: ['2d6=10', '2d6=7', '2d6=4'], dice: '6:4 k g0.0 | 6:6 k g0.0 | 6:4t1 k g0.1 | 6:3t1 k g0.1 | 6:2t2 g0.2 | 6:2t2 g0.2', groups: ['{2d6,2d6,2d6}kl1=4 [10x,7x,4]'] },
  { notation: 'abs(1d6-1d6)', seed: 1, total: 2, terms: ['1d6=4', '1d6=6'], dice: '6:4 | 6:6t1' },
  { notation: 'ceil(1d6/2)', seed: 1, total: 2, terms: ['1d6=4'], dice: '6:4' },
  { notation: 'floor(3d6/4)', seed: 1, total: 3, terms: ['3d6=14'], dice: '6:4 | 6:6 | 6:4' },
  { notation: 'round(3d6/4)', seed: 1, total: 4, terms: ['3d6=14'], dice: '6:4 | 6:6 | 6:4' },
  { notation: 'max(1d6, 1d8)', seed: 1, total: 7, terms: ['1d6=4', '1d8=7'], dice: '6:4 | 8:7t1' },
  { notation: 'min(1d6, 1d8, 1d10)', seed: 1, total: 4, terms: ['1d6=4', '1d8=7', '1d10=6'], dice: '6:4 | 8:7t1 | 10:6t2' },
  { notation: '(2d6+1)>=8', seed: 1, total: 1, terms: ['2d6=10'], dice: '6:4 | 6:6' },
  { notation: '(3d6)<=12', seed: 1, total: 0, terms: ['3d6=14'], dice: '6:4 | 6:6 | 6:4' },
  { notation: '(1d4)d6', seed: 3, total: 17, terms: ['1d4=4', '(1d4)d6=17'], dice: '4:4 | 6:6t1 | 6:2t1 | 6:4t1 | 6:5t1' },
  { notation: '2d(1d6+2)', seed: 1, total: 10, terms: ['1d6=4', '2d(1d6+2)=10'], dice: '6:4 | 6:6t1 | 6:4t1' },
  { notation: '((1d2)d4)d6', seed: 1, total: 24, terms: ['1d2=2', '(1d2)d4=7', '((1d2)d4)d6=24'], dice: '2:2 | 4:4t1 | 4:3t1 | 6:3t2 | 6:2t2 | 6:2t2 | 6:4t2 | 6:6t2 | 6:4t2 | 6:3t2' },
  { notation: '2d{-1,0,1}', seed: 1, total: 1, terms: ['2d{-1,0,1}=1'], dice: '3:0 | 3:1' },
  { notation: '4dF', seed: 2, total: 2, terms: ['4dF=2'], dice: 'F:1 | F:1 | F:-1 | F:1' },
  { notation: 'd%', seed: 1, total: 58, terms: ['1d%=58'], dice: '100:58' },
  { notation: '1d20crit>=19fumble=1', seed: 3, total: 20, terms: ['1d20crit>=19fumble=1=20'], dice: '20:20 crit' },
  { notation: '4d6s', seed: 1, total: 17, terms: ['4d6sa=17 order 3,0,2,1'], dice: '6:4 | 6:6 | 6:4 | 6:3' },
  { notation: '4d6sa', seed: 1, total: 17, terms: ['4d6sa=17 order 3,0,2,1'], dice: '6:4 | 6:6 | 6:4 | 6:3' },
  { notation: '4d6sd', seed: 1, total: 17, terms: ['4d6sd=17 order 1,0,2,3'], dice: '6:4 | 6:6 | 6:4 | 6:3' },
  { notation: 'ud6', seed: 1, total: 4, terms: ['ud6=4 usage kept 6'], dice: '6:4' },
  { notation: 'ud4+ud8', seed: 1, total: 10, terms: ['ud4=3 usage kept 4', 'ud8=7 usage kept 8'], dice: '4:3 | 8:7t1' },
  { notation: '4d6r1!kh3+ud6-2', seed: 3, total: 20, terms: ['4d6r=1!kh3=17', 'ud6=5 usage kept 6'], dice: '6:6 | 6:6 | 6:2 k | 6:4 k | 6:5t1 | 6:5r1!0 k | 6:1=0r1!1 x | 6:5r2^6' },
  { notation: '2d10>=6+5d6!>4>=5f=1', seed: 3, total: 5, terms: ['2d10>=6=2', '5d6!>4>=5f=1=3'], dice: '10:10 + | 10:9 + | 6:2t1 ~ | 6:4t1 ~ | 6:5t1 + | 6:5t1 + | 6:1t1 - | 6:5t1r1!4 + | 6:2t1r1!5 ~ | 6:6t1r2!7 + | 6:2t1r3!9 ~' },
  { notation: '3d6r1!!kh2+2d4ro1', seed: 3, total: 28, terms: ['3d6r=1!!kh2=22', '2d4ro=1=6'], dice: '6:6 | 6:6 | 6:2 k | 4:3t1 | 4:3t1 | 6:5r1!0 | 6:1=0r1!1 x | 6:5r2^6' },
  { notation: '2d6-1d4*3', seed: 1, total: 1, terms: ['2d6=10', '1d4=3'], dice: '6:4 | 6:6 | 4:3t1' },
  { notation: '-1d8*2', seed: 1, total: -10, terms: ['1d8=5'], dice: '8:5' },
  { notation: '(2d6+1)/2', seed: 1, total: 5, terms: ['2d6=10'], dice: '6:4 | 6:6' },
  { notation: '2d{1,2,2,3}u', seed: 2, total: 3, terms: ['2d{1,2,2,3}u=3'], dice: '4:2 | 4:2=0 x | 4:1r1^1' },
  { notation: '3d{1,2,2,3}uokh2', seed: 1, total: 5, terms: ['3d{1,2,2,3}uokh2=5'], dice: '4:2 k | 4:3 | 4:2=0 x | 4:2r1^2' },
  { notation: '2d6!!pkh1', seed: 3, total: 9, terms: ['2d6!!pkh1=9'], dice: '6:6 k | 6:6 | 6:2=1r1!0 k | 6:4=3r1!1' },
  { notation: '5d6!p', seed: 2, total: 30, terms: ['5d6!p=30'], dice: '6:5 | 6:5 | 6:2 | 6:6 | 6:6 | 6:5=4r1!3 | 6:3=2r1!4' },
  { notation: '4d6kh3>=4', seed: 1, total: 3, terms: ['4d6kh3>=4=3'], dice: '6:4 + | 6:6 + | 6:4 + | 6:3 k ~' },
  { notation: '8d4kl3<3', seed: 1, total: 3, terms: ['8d4kl3<3=3'], dice: '4:3 k ~ | 4:4 k ~ | 4:3 k ~ | 4:2 + | 4:1 + | 4:2 + | 4:3 k ~ | 4:4 k ~' },
  { notation: "(2d6+1)/2", seed: 1, options: { rounding: 'ceil' }, total: 6, terms: ["2d6=10"], dice: "6:4 | 6:6" },
  { notation: "(2d6+1)/2", seed: 1, options: { rounding: 'round' }, total: 6, terms: ["2d6=10"], dice: "6:4 | 6:6" },
  { notation: "(2d6+1)/2", seed: 1, options: { rounding: 'trunc' }, total: 5, terms: ["2d6=10"], dice: "6:4 | 6:6" },
  { notation: '1d20crit>=19fumble=1', seed: 23, total: 1, terms: ['1d20crit>=19fumble=1=1'], dice: '20:1 fumble' },
  { notation: 'ud4', seed: 7, total: 1, terms: ['ud4=1 usage stepped exhausted'], dice: '4:1' },
  { notation: 'ud6', seed: 7, total: 1, terms: ['ud6=1 usage stepped 4'], dice: '6:1' },
  { notation: '1d{tails:0,heads:1}+2d{tails:0,heads:1}', seed: 1, total: 3, terms: ['1d{tails:0,heads:1}=1', '2d{tails:0,heads:1}=2'], dice: "2:1 'heads' | 2:1t1 'heads' | 2:1t1 'heads'" },
  { notation: '30d6-10d4+2', seed: 1, total: 93, terms: ['30d6=115', '10d4=24'], dice: '6:4 | 6:6 | 6:4 | 6:3 | 6:2 | 6:2 | 6:4 | 6:6 | 6:4 | 6:3 | 6:3 | 6:5 | 6:2 | 6:1 | 6:6 | 6:4 | 6:1 | 6:5 | 6:6 | 6:5 | 6:5 | 6:6 | 6:3 | 6:3 | 6:2 | 6:4 | 6:4 | 6:5 | 6:1 | 6:6 | 4:2t1 | 4:2t1 | 4:3t1 | 4:4t1 | 4:1t1 | 4:4t1 | 4:1t1 | 4:3t1 | 4:1t1 | 4:3t1' },
  { notation: '-12d4+10d6+1d8', seed: 1, total: 13, terms: ['12d4=32', '10d6=41', '1d8=4'], dice: '4:3 | 4:4 | 4:3 | 4:2 | 4:1 | 4:2 | 4:3 | 4:4 | 4:3 | 4:2 | 4:2 | 4:3 | 6:2t1 | 6:1t1 | 6:6t1 | 6:4t1 | 6:1t1 | 6:5t1 | 6:6t1 | 6:5t1 | 6:5t1 | 6:6t1 | 8:4t2' },
  { notation: '3d6!!u', seed: 1, total: 15, terms: ['3d6u!!=15'], dice: '6:4 | 6:6 | 6:4=0 x | 6:3r1!1 | 6:2r1^2' },
  { notation: '{3d6, 3d6}>=10f<5', seed: 1, total: 1, terms: ['3d6=14', '3d6=7'], dice: '6:4 g0.0 | 6:6 g0.0 | 6:4 g0.0 | 6:3t1 g0.1 | 6:2t1 g0.1 | 6:2t1 g0.1', groups: ['{3d6,3d6}>=10f<5=1 [14,7]'] },
  { notation: '{1d6+1, 1d8}sd', seed: 1, total: 12, terms: ['1d6=4 order 0', '1d8=7 order 1'], dice: '6:4 g0.0 | 8:7t1 g0.1', groups: ['{1d6+1,1d8}sd=12 [5,7] order 1,0'] },
  { notation: 'ud4', seed: 10, total: 2, terms: ['ud4=2 usage stepped exhausted'], dice: '4:2' },
  { notation: 'ud6', seed: 10, total: 3, terms: ['ud6=3 usage kept 6'], dice: '6:3' },
  { notation: 'ud6', seed: 13, total: 2, terms: ['ud6=2 usage stepped 4'], dice: '6:2' },
  { notation: 'ud8', seed: 13, total: 2, terms: ['ud8=2 usage stepped 6'], dice: '8:2' },
  { notation: 'ud10', seed: 13, total: 2, terms: ['ud10=2 usage stepped 8'], dice: '10:2' },
  { notation: 'ud12', seed: 11, total: 1, terms: ['ud12=1 usage stepped 10'], dice: '12:1' },
  { notation: 'ud20', seed: 23, total: 1, terms: ['ud20=1 usage stepped 12'], dice: '20:1' },
  { notation: '2d20kl1crit', seed: 3, total: 18, terms: ['2d20kl1crit=20=18'], dice: '20:20 k | 20:18' },
  { notation: '2d20kh1crit', seed: 3, total: 20, terms: ['2d20kh1crit=20=20'], dice: '20:20 crit | 20:18 k' },
  { notation: '3d6ro<=5', seed: 1, total: 11, terms: ['3d6ro<=5=11'], dice: '6:4=0 x | 6:6 | 6:4=0 x | 6:3r1^0 | 6:2r1^2' },
  { notation: '3d2uo', seed: 1, total: 4, terms: ['3d2uo=4'], dice: '2:2 | 2:2=0 x | 2:2=0 x | 2:1r1^1 | 2:1r1^2' },
  { notation: '3d4uo=2', seed: 10, total: 6, terms: ['3d4uo=2=6'], dice: '4:2 | 4:2=0 x | 4:1 | 4:3r1^1' },
  { notation: '{1d6, 1d6, 1d6}sa', seed: 1, total: 14, terms: ['1d6=4 order 0', '1d6=6 order 1', '1d6=4 order 2'], dice: '6:4 g0.0 | 6:6t1 g0.1 | 6:4t2 g0.2', groups: ['{1d6,1d6,1d6}sa=14 [4,6,4] order 0,2,1'] },
  { notation: '{1d6, 1d6, 1d6}sa', seed: 12, total: 16, terms: ['1d6=4 order 0', '1d6=6 order 1', '1d6=6 order 2'], dice: '6:4 g0.0 | 6:6t1 g0.1 | 6:6t2 g0.2', groups: ['{1d6,1d6,1d6}sa=16 [4,6,6] order 0,1,2'] },
  { notation: '{1d6, 1d6, 1d6}sd', seed: 1, total: 14, terms: ['1d6=4 order 0', '1d6=6 order 1', '1d6=4 order 2'], dice: '6:4 g0.0 | 6:6t1 g0.1 | 6:4t2 g0.2', groups: ['{1d6,1d6,1d6}sd=14 [4,6,4] order 1,0,2'] },
  { notation: 'ceil(1d6/2)', seed: 2, total: 3, terms: ['1d6=5'], dice: '6:5' },
  { notation: 'max(1d6, 1d8)-(1d4)d6*2', seed: 1, total: -7, terms: ['1d6=4', '1d8=7', '1d4=3', '(1d4)d6=7'], dice: '6:4 | 8:7t1 | 4:3t2 | 6:3t3 | 6:2t3 | 6:2t3' },
  { notation: '-{2d6}', seed: 1, total: -10, terms: ['2d6=10'], dice: '6:4 g0.0 | 6:6 g0.0', groups: ['{2d6}=10 [10]'] },
  { notation: '{1d6}/2', seed: 2, total: 2, terms: ['1d6=5'], dice: '6:5 g0.0', groups: ['{1d6}=5 [5]'] },
  { notation: '{1d6}/2', seed: 2, options: { rounding: 'ceil' }, total: 3, terms: ['1d6=5'], dice: '6:5 g0.0', groups: ['{1d6}=5 [5]'] },
  { notation: '-{2d6}*0', seed: 1, total: 0, terms: ['2d6=10'], dice: '6:4 g0.0 | 6:6 g0.0', groups: ['{2d6}=10 [10]'] },
  { notation: '-1d6*0', seed: 1, total: 0, terms: ['1d6=4'], dice: '6:4' },
  // Pools of more than 32 units are sorted another way; ties still rank the later die higher.
  { notation: '36d4kl3', seed: 1, total: 3, terms: ['36d4kl3=3'], dice: '4:3 k | 4:4 k | 4:3 k | 4:2 k | 4:1 | 4:2 k | 4:3 k | 4:4 k | 4:3 k | 4:2 k | 4:2 k | 4:3 k | 4:2 k | 4:1 | 4:4 k | 4:3 k | 4:1 | 4:4 k | 4:4 k | 4:4 k | 4:4 k | 4:4 k | 4:2 k | 4:2 k | 4:1 k | 4:3 k | 4:3 k | 4:3 k | 4:1 k | 4:4 k | 4:2 k | 4:2 k | 4:3 k | 4:4 k | 4:1 k | 4:4 k' },
  { notation: '36d4kh3', seed: 1, total: 12, terms: ['36d4kh3=12'], dice: '4:3 k | 4:4 k | 4:3 k | 4:2 k | 4:1 k | 4:2 k | 4:3 k | 4:4 k | 4:3 k | 4:2 k | 4:2 k | 4:3 k | 4:2 k | 4:1 k | 4:4 k | 4:3 k | 4:1 k | 4:4 k | 4:4 k | 4:4 k | 4:4 k | 4:4 k | 4:2 k | 4:2 k | 4:1 k | 4:3 k | 4:3 k | 4:3 k | 4:1 k | 4:4 | 4:2 k | 4:2 k | 4:3 k | 4:4 | 4:1 k | 4:4' },
  { notation: '40d6dh37', seed: 1, total: 3, terms: ['40d6dh37=3'], dice: '6:4 d | 6:6 d | 6:4 d | 6:3 d | 6:2 d | 6:2 d | 6:4 d | 6:6 d | 6:4 d | 6:3 d | 6:3 d | 6:5 d | 6:2 d | 6:1 | 6:6 d | 6:4 d | 6:1 | 6:5 d | 6:6 d | 6:5 d | 6:5 d | 6:6 d | 6:3 d | 6:3 d | 6:2 d | 6:4 d | 6:4 d | 6:5 d | 6:1 | 6:6 d | 6:3 d | 6:2 d | 6:5 d | 6:5 d | 6:1 d | 6:6 d | 6:1 d | 6:4 d | 6:1 d | 6:4 d' },
];

describe('roll, seeded, rule by rule', () => {
  it.each(cases)('rolls $notation with seed($seed) to exactly these dice', ({ notation, seed: n, options, ...expected }) => {
    const [r, next] = roll(seed(n), notation, options);
    expect(r.capped).toBe(false);
    expect(summary(r)).toEqual(expected);
    // rollTotal throws the same dice: the same total and the same next state.
    expect(rollTotal(seed(n), notation, options)).toEqual([expected.total, next]);
    // beginRoll fed the same faces in throw order counts them the same way.
    expect(summary(replay(beginRoll(notation, options), r.dice.map((d) => d.face)))).toEqual(expected);
  });
});

describe('roll totals that come out as -0', () => {
  it('gives 0, not -0, for a negated term times 0, on the plain path and on the engine path', () => {
    expect(Object.is(roll(seed(1), '-1d6*0')[0].total, 0)).toBe(true);
    expect(Object.is(roll(seed(1), '-{2d6}*0')[0].total, 0)).toBe(true);
    expect(Object.is(rollTotal(seed(1), '-1d6*0')[0], 0)).toBe(true);
  });
});

describe('roll at the chain limit, seeded', () => {
  it('throws the 100th reroll of an until chain from the standing faces, each run of them by its index', () => {
    // 1d1000000r<=999990r=999995: the faces that stand are 999991..999994 and 999996..1000000
    // (9 faces, in two runs of 4 and 5); a reroll is all but certain, so every chain reaches the limit.
    const totals = [6, 16, 20, 13].map((n) => {
      const [r] = roll(seed(n), '1d1000000r<=999990r=999995');
      expect(r.dice).toHaveLength(MAX_CHAIN_DEPTH + 1);
      expect(r.dice.slice(0, 100).every((d) => !d.kept && d.droppedBy === 'rerolled' && d.value === 0)).toBe(true);
      expect(brief(r.dice[100] as DieRecord, 100)).toBe(`1000000:${r.total}r100^99`);
      // The last reroll stands, so nothing was cut short.
      expect(r.capped).toBe(false);
      expect(rollTotal(seed(n), '1d1000000r<=999990r=999995')[0]).toBe(r.total);
      return r.total;
    });
    // Index 0 and 3 of the first run, 0 (index 4 overall) and 4 of the second.
    expect(totals).toEqual([999991, 999994, 999996, 1000000]);
  });

  it('gives the one standing face when a single face stands', () => {
    expect(roll(seed(1), '1d1000r<=997r>=999')[0].total).toBe(998);
    expect(roll(seed(2), '1d1000000r<999999r>999999')[0].total).toBe(999999);
  });

  it('draws the last reroll only from faces of the die, whatever numbers outside its range the rules name', () => {
    const last = (notation: string): number[] => Array.from({ length: 12 }, (_, i) => roll(seed(i + 1), notation)[0].total);
    // Faces 1 and 2 stand (the lowest face among them); =-3 names no face.
    expect(last('1d1000000r>2r=-3')).toEqual([2, 1, 1, 2, 2, 1, 2, 1, 1, 2, 2, 2]);
    // Faces 999999 and 1000000 stand (the highest face among them); =1000005 names no face.
    expect(last('1d1000000r<999999r=1000005')).toEqual([1000000, 999999, 999999, 1000000, 1000000, 999999, 1000000, 999999, 999999, 1000000, 1000000, 1000000]);
  });

  it('stops an explosion chain after MAX_CHAIN_DEPTH extra dice and marks the roll capped', () => {
    const [r] = roll(seed(1), '1d1000000!>1');
    expect(r.total).toBe(49871472);
    expect(r.capped).toBe(true);
    expect(r.dice).toHaveLength(MAX_CHAIN_DEPTH + 1);
    expect(r.dice.slice(-2).map((d) => brief(d, d.id))).toEqual(['1000000:618745r99!98', '1000000:964528r100!99']);
    expect(rollTotal(seed(1), '1d1000000!>1')[0]).toBe(49871472);
  });
});
