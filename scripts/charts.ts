// Draws the guides' charts as SVG from exact distributions (run by `pnpm docs` before TypeDoc).
// Every number plotted comes from a @rollwright/dice Distribution, converted to a float only
// here at the edge. Rendering: Vega 6 (pure JS, no canvas, no network) via `view.toSVG()`.
// Output: docs/assets/*.svg (generated, gitignored; TypeDoc copies them to docs-site/media/).
//
//   node --conditions=@rollwright/source --import tsx scripts/charts.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import * as vega from 'vega';
import {
  combine,
  die,
  distribution,
  fractionToNumber,
  map,
  probability,
  probabilityAtLeast,
  sumOf,
  type Distribution,
} from '@rollwright/dice';
import { DEGREES, suitTestDistribution, suitTestRollDistribution, type Degree } from '@rollwright/zilch-core';

const OUT = new URL('../docs/assets/', import.meta.url);

interface Point {
  readonly x: number | string;
  readonly y: number;
  readonly series: string;
}

interface ChartSpec {
  readonly file: string;
  readonly title: string;
  readonly subtitle: string;
  readonly xTitle: string;
  readonly yTitle: string;
  readonly kind: 'bars' | 'stacked' | 'lines';
  readonly points: readonly Point[];
  /** Series in legend order, each with its colour. */
  readonly series: readonly (readonly [name: string, color: string])[];
  readonly yFormat?: string;
}

const pct = (x: number): number => Math.round(x * 10000) / 100; // percent, 2 decimals
const chance = (d: Distribution<boolean>): number => pct(fractionToNumber(probability(d, true)));

function vegaSpec(c: ChartSpec): vega.Spec {
  const legend = c.series.length > 1;
  const xBand = c.kind !== 'lines';
  const marks: vega.Mark[] = [];
  if (c.kind === 'bars') {
    marks.push({
      type: 'group',
      from: { facet: { name: 'byX', data: 'table', groupby: 'x' } },
      encode: { enter: { x: { scale: 'x', field: 'x' }, width: { scale: 'x', band: 1 } } },
      signals: [{ name: 'width', update: "bandwidth('x')" }],
      scales: [{ name: 'pos', type: 'band', range: 'width', domain: c.series.map(([s]) => s), padding: 0.05 }],
      marks: [{
        type: 'rect',
        from: { data: 'byX' },
        encode: {
          enter: {
            x: { scale: 'pos', field: 'series' },
            width: { scale: 'pos', band: 1 },
            y: { scale: 'y', field: 'y' },
            y2: { scale: 'y', value: 0 },
            fill: { scale: 'color', field: 'series' },
            tooltip: { signal: "datum.series + ' ' + datum.x + ': ' + datum.y + '%'" },
          },
        },
      }],
    });
  } else if (c.kind === 'stacked') {
    marks.push({
      type: 'rect',
      from: { data: 'stacked' },
      encode: {
        enter: {
          x: { scale: 'x', field: 'x' },
          width: { scale: 'x', band: 1 },
          y: { scale: 'y', field: 'y0' },
          y2: { scale: 'y', field: 'y1' },
          fill: { scale: 'color', field: 'series' },
          stroke: { value: 'white' },
          strokeWidth: { value: 0.5 },
        },
      },
    });
  } else {
    marks.push({
      type: 'group',
      from: { facet: { name: 'bySeries', data: 'table', groupby: 'series' } },
      marks: [
        {
          type: 'line',
          from: { data: 'bySeries' },
          encode: {
            enter: {
              x: { scale: 'x', field: 'x' },
              y: { scale: 'y', field: 'y' },
              stroke: { scale: 'color', field: 'series' },
              strokeWidth: { value: 2.5 },
            },
          },
        },
        {
          type: 'symbol',
          from: { data: 'bySeries' },
          encode: {
            enter: {
              x: { scale: 'x', field: 'x' },
              y: { scale: 'y', field: 'y' },
              fill: { scale: 'color', field: 'series' },
              size: { value: 30 },
            },
          },
        },
      ],
    });
  }
  return {
    $schema: 'https://vega.github.io/schema/vega/v6.json',
    width: 560,
    height: 280,
    padding: 8,
    background: 'white',
    title: { text: c.title, subtitle: c.subtitle, anchor: 'start', fontSize: 16, subtitleFontSize: 12, subtitleColor: '#555' },
    config: { text: { font: 'sans-serif' }, axis: { labelFont: 'sans-serif', titleFont: 'sans-serif', labelFontSize: 11, titleFontSize: 12 }, legend: { labelFont: 'sans-serif', labelFontSize: 12 }, title: { font: 'sans-serif', subtitleFont: 'sans-serif' } },
    data: [
      { name: 'table', values: c.points.map((p) => ({ ...p })) },
      {
        name: 'stacked',
        source: 'table',
        transform: [
          { type: 'formula', as: 'order', expr: `indexof(${JSON.stringify(c.series.map(([s]) => s))}, datum.series)` },
          { type: 'stack', groupby: ['x'], sort: { field: 'order' }, field: 'y', as: ['y0', 'y1'] },
        ],
      },
    ],
    scales: [
      xBand
        ? { name: 'x', type: 'band', domain: { data: 'table', field: 'x' }, range: 'width', padding: 0.15 }
        : { name: 'x', type: 'point', domain: { data: 'table', field: 'x' }, range: 'width', padding: 0.5 },
      { name: 'y', type: 'linear', domain: c.kind === 'stacked' ? [0, 100] : { data: 'table', field: 'y' }, range: 'height', nice: true, zero: true },
      { name: 'color', type: 'ordinal', domain: c.series.map(([s]) => s), range: c.series.map(([, col]) => col) },
    ],
    axes: [
      { orient: 'bottom', scale: 'x', title: c.xTitle, labelOverlap: true },
      { orient: 'left', scale: 'y', title: c.yTitle, grid: true, format: c.yFormat ?? '~r', gridColor: '#e5e5e5' },
    ],
    legends: legend ? [{ fill: 'color', orient: 'top', direction: 'horizontal', symbolType: 'square', symbolSize: 120 }] : [],
    marks,
  };
}

/** Styles embedded in every chart: the light look is Vega's own; the dark one overrides it. */
const THEME_CSS = `<style>
@media (prefers-color-scheme: dark) {
  .rw-card { fill: #1e2227; }
  text { fill: #e6e6e6; }
  .role-title-subtitle text { fill: #b8b8b8; }
  .role-axis-grid line { stroke: #3b4048; }
  .role-axis-tick line, .role-axis-domain line { stroke: #9a9a9a; }
  .mark-rect path, .mark-rect rect { stroke: #1e2227; }
}
</style>`;

async function render(c: ChartSpec): Promise<void> {
  const view = new vega.View(vega.parse(vegaSpec(c)), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  const alt = `<title>${c.title}: ${c.subtitle}</title>`;
  // The background becomes a card that follows the reader's colour scheme: white with dark text
  // in a light theme, dark grey with light text in a dark one (CSS beats Vega's fill/stroke
  // attributes). The series colours read on both.
  const themed = svg
    .replace(/(<svg[^>]*>)/, `$1${alt}${THEME_CSS}`)
    .replace(/<rect width="(\d+)" height="(\d+)" fill="white"\/>/, '<rect class="rw-card" width="$1" height="$2" rx="6" fill="white"/>');
  if (!themed.includes('class="rw-card"')) throw new Error(`${c.file}: Vega's background rect was not found; the dark-theme styles would not apply`);
  writeFileSync(new URL(c.file, OUT), themed + '\n');
  console.log(`wrote docs/assets/${c.file} (${c.points.length} points)`);
}

// --- The exact numbers ----------------------------------------------------------------------

// Zilch Suit test (seed zilch-lite.txt "Tests"; ruling Z20), from @rollwright/zilch-core's own
// definitions: three dice whose 6 counts as 0 (each uniform on 0..5), succeed on a roll ≤ skill.
const zilch = suitTestRollDistribution();
const DEGREE_NAMES: Readonly<Record<Degree, string>> = {
  CS: 'Critical success',
  S: 'Success',
  F: 'Failure',
  CF: 'Critical failure',
};
const DEGREE_COLORS: readonly (readonly [string, string])[] = [
  [DEGREE_NAMES.CS, '#1b7837'],
  [DEGREE_NAMES.S, '#7fbf7b'],
  [DEGREE_NAMES.F, '#f4a582'],
  [DEGREE_NAMES.CF, '#b2182b'],
];

// RedHack test (ruling R01): d20, success if difficulty < roll ≤ attribute (max 19);
// a natural 20 always succeeds, a natural 1 always fails. Difficulty 1 (classic default).
const redhackSuccess = (roll: number, attribute: number, difficulty = 1): boolean =>
  roll === 20 || (roll !== 1 && roll > difficulty && roll <= Math.min(attribute, 19));
const d20 = die(20);
// Advantage (R02, default "bestOfTwo"): roll two d20 and keep the better result for the test,
// so the test succeeds when either die would; disadvantage keeps the worse, so both must.
// (Not max/min of the faces: under roll-under, a higher face can overshoot the attribute.)
const withAdvantage = (a: number): Distribution<boolean> =>
  combine(d20, d20, (x, y) => redhackSuccess(x, a) || redhackSuccess(y, a));
const withDisadvantage = (a: number): Distribution<boolean> =>
  combine(d20, d20, (x, y) => redhackSuccess(x, a) && redhackSuccess(y, a));

// 2d6 + bonus vs 9 (vocations-2d6 seed; ruling V02: a total equal to the target hits).
const twoD6 = sumOf(2, die(6));

// 4d6 keep highest 3 against 3d6, from the dice notation (the same definition `roll` uses).
const threeD6 = distribution('3d6');
const fourD6kh3 = distribution('4d6kh3');

// --- The charts ------------------------------------------------------------------------------

const skills = Array.from({ length: 18 }, (_, i) => i); // modified skill 0..17
const attributes = Array.from({ length: 18 }, (_, i) => i + 3); // 3d6 attributes 3..20
const bonuses = Array.from({ length: 9 }, (_, i) => i - 2); // −2..+6

const charts: ChartSpec[] = [
  {
    file: 'zilch-3d6-as-0.svg',
    title: 'Zilch: 3d6 with each 6 counted as 0',
    subtitle: 'Exact chance of each total 0–15 (each die is 0–5). Mean 7.5.',
    xTitle: 'Total of three dice',
    yTitle: 'Chance (%)',
    kind: 'bars',
    series: [['3d6, 6 = 0', '#4c78a8']],
    points: zilch.outcomes.map((t) => ({ x: t, y: pct(fractionToNumber(probability(zilch, t))), series: '3d6, 6 = 0' })),
  },
  {
    file: 'zilch-degrees-by-skill.svg',
    title: 'Zilch: Degrees of Success by skill',
    subtitle: 'Suit test, roll ≤ skill (ruling Z20). Each bar adds up to 100%.',
    xTitle: 'Modified skill',
    yTitle: 'Chance (%)',
    kind: 'stacked',
    series: DEGREE_COLORS,
    points: skills.flatMap((skill) => {
      const degrees = suitTestDistribution(skill);
      return DEGREES.map((d) => ({ x: skill, y: pct(fractionToNumber(probability(degrees, d))), series: DEGREE_NAMES[d] }));
    }),
  },
  {
    file: 'redhack-d20-advantage.svg',
    title: 'RedHack: d20 test success by attribute',
    subtitle: 'Difficulty 1; natural 20 succeeds, natural 1 fails (R01). Advantage keeps the better of two d20 (R02).',
    xTitle: 'Attribute',
    yTitle: 'Chance of success (%)',
    kind: 'lines',
    series: [['Advantage', '#1b7837'], ['Normal', '#4c78a8'], ['Disadvantage', '#b2182b']],
    points: attributes.flatMap((a) => [
      { x: a, y: chance(withAdvantage(a)), series: 'Advantage' },
      { x: a, y: chance(map(d20, (r) => redhackSuccess(r, a))), series: 'Normal' },
      { x: a, y: chance(withDisadvantage(a)), series: 'Disadvantage' },
    ]),
  },
  {
    file: 'vocations-2d6-hit-by-bonus.svg',
    title: '2d6 + bonus against 9',
    subtitle: 'Exact chance that 2d6 + bonus ≥ 9 (ruling V02: ties hit).',
    xTitle: 'Bonus (attribute + vocation)',
    yTitle: 'Chance to hit (%)',
    kind: 'bars',
    series: [['2d6 + bonus ≥ 9', '#4c78a8']],
    points: bonuses.map((b) => ({
      x: b >= 0 ? `+${b}` : `−${-b}`,
      y: pct(fractionToNumber(probabilityAtLeast(twoD6, 9 - b))),
      series: '2d6 + bonus ≥ 9',
    })),
  },
  {
    file: '4d6kh3-vs-3d6.svg',
    title: '4d6 keep highest 3 against 3d6',
    subtitle: `Means ${(15869 / 1296).toFixed(2)} and 10.50: dropping the lowest die shifts scores up by about 1.7.`,
    xTitle: 'Score',
    yTitle: 'Chance (%)',
    kind: 'bars',
    series: [['3d6', '#9ecae9'], ['4d6kh3', '#4c78a8']],
    points: threeD6.outcomes.flatMap((s) => [
      { x: s, y: pct(fractionToNumber(probability(threeD6, s))), series: '3d6' },
      { x: s, y: pct(fractionToNumber(probability(fourD6kh3, s))), series: '4d6kh3' },
    ]),
  },
];

mkdirSync(OUT, { recursive: true });
for (const c of charts) await render(c);
