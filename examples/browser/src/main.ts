// The page a VTT plugin author would write: import the package, roll from a seed, show every
// die and the exact odds. No Node built-in is imported anywhere (CI checks the bundle).
import {
  DiceNotationError,
  distribution,
  formatFraction,
  fractionToNumber,
  mean,
  probability,
  roll,
  seed,
  type Distribution,
  type RollResult,
} from '@rollwright/dice';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

function showDice(result: RollResult): void {
  const list = $('dice');
  list.replaceChildren(
    ...result.dice.map((d) => {
      const li = document.createElement('li');
      li.className = [d.kept ? 'kept' : 'dropped', d.kind].join(' ');
      li.dataset['face'] = String(d.face);
      li.title = `term ${d.termIndex + 1}, ${d.kind}${d.kept ? '' : `, dropped (${d.droppedBy ?? ''})`}`;
      li.innerHTML = `<b>${d.face}</b><small>d${d.sides}</small>`;
      return li;
    }),
  );
}

function showChart(d: Distribution<number>, total: number): void {
  const w = 640;
  const h = 200;
  const n = d.outcomes.length;
  const probs = d.outcomes.map((v) => fractionToNumber(probability(d, v)));
  const top = Math.max(...probs);
  const bw = w / n;
  const bars = d.outcomes
    .map((v, i) => {
      const p = probs[i] ?? 0;
      const bh = top === 0 ? 0 : (p / top) * (h - 20);
      const fill = v === total ? '#e8590c' : '#3b5bdb';
      return `<rect data-value="${v}" x="${(i * bw + bw * 0.1).toFixed(2)}" y="${(h - bh).toFixed(2)}" width="${(bw * 0.8).toFixed(2)}" height="${bh.toFixed(2)}" fill="${fill}"><title>${v}: ${formatFraction(probability(d, v))} (${(p * 100).toFixed(2)}%)</title></rect>`;
    })
    .join('');
  const lo = d.outcomes[0];
  const hi = d.outcomes[n - 1];
  $('chart').innerHTML =
    `<svg viewBox="0 0 ${w} ${h + 18}" role="img" aria-label="Exact distribution from ${lo} to ${hi}">${bars}` +
    `<text x="2" y="${h + 14}" font-size="12">${lo}</text><text x="${w - 2}" y="${h + 14}" font-size="12" text-anchor="end">${hi}</text></svg>`;
}

function rollNow(): void {
  const formula = $<HTMLInputElement>('formula').value;
  const seedValue = Number($<HTMLInputElement>('seed').value);
  const error = $('error');
  error.hidden = true;
  try {
    const [result] = roll(seed(seedValue), formula);
    $('total').textContent = String(result.total);
    $('canonical').textContent = result.notation;
    $('result-json').textContent = JSON.stringify(result, null, 2);
    showDice(result);
    try {
      const d = distribution(formula);
      // The mean is exact only without leftover mass (explosions cut at a depth).
      $('odds-summary').textContent =
        d.leftover === 0n
          ? `${d.outcomes.length} outcomes, mean ${formatFraction(mean(d))}`
          : `${d.outcomes.length} outcomes; explosions followed to ${d.depth ?? '?'} extra rolls per die, ` +
            `leftover probability ${fractionToNumber({ num: d.leftover, den: d.total }).toExponential(2)}`;
      showChart(d, result.total);
    } catch (e) {
      $('odds-summary').textContent = `No exact distribution for this formula: ${(e as Error).message}`;
      $('chart').replaceChildren();
    }
    $('outcome').hidden = false;
  } catch (e) {
    $('outcome').hidden = true;
    error.hidden = false;
    error.textContent = e instanceof DiceNotationError ? `${e.name}: ${e.message}` : String(e);
  }
}

$('roll-form').addEventListener('submit', (ev) => {
  ev.preventDefault();
  rollNow();
});
rollNow();
