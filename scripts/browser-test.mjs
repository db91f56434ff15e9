// End-to-end check of examples/browser in a real browser (run by .ci/run after `pnpm build`):
// 1. builds the page with Vite and fails if a Node built-in reached the bundle;
// 2. serves dist/ on 127.0.0.1 with a tiny static server;
// 3. drives Debian's Chromium (/usr/bin/chromium, headless) with playwright-core: types formulas
//    and seeds, rolls, and checks each result equals the same seed's roll in Node (the same
//    built package), that every die and a distribution chart are shown, and that the page
//    logs no errors.
//   node scripts/browser-test.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { distribution, roll, seed } from '@rollwright/dice';

const root = new URL('..', import.meta.url).pathname;
const app = join(root, 'examples/browser');
const dist = join(app, 'dist');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CASES = [
  ['4d6kh3', 42],
  ['2d20kh1 + 5', 7],
  ['3d6!', 2026],
  ['10d10>=8f=1', 123],
  ['d% - 1d6', -5],
];

let failures = 0;
const check = (ok, msg) => {
  console.log(`${ok ? '✓' : '✗'} ${msg}`);
  if (!ok) failures++;
};

// 1. Build, then look for Node built-ins in the emitted JavaScript.
const build = spawnSync(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: app, encoding: 'utf8' });
process.stdout.write(build.stdout);
process.stderr.write(build.stderr);
if (build.status !== 0) {
  console.error('✗ vite build failed');
  process.exit(1);
}
check(!/externalized for browser compatibility/i.test(build.stdout + build.stderr), 'vite did not have to externalize any Node module');
const names = builtinModules.filter((m) => !m.startsWith('_')).map((m) => m.replace(/[/]/g, '\\/'));
const nodeImport = new RegExp(`(?:from\\s*|import\\s*\\(\\s*|require\\s*\\(\\s*)["'](?:node:[\\w/]+|(?:${names.join('|')}))["']`);
const js = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
for (const f of js) {
  const m = readFileSync(join(dist, 'assets', f), 'utf8').match(nodeImport);
  check(m === null, `bundle ${f} imports no Node built-in${m ? ` (found ${m[0]})` : ''}`);
}

// 2. Serve dist/ (GET only, no directory listing, nothing outside dist/).
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(dist) || !existsSync(file)) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;

// 3. Drive Chromium.
if (!existsSync(CHROMIUM)) {
  console.error(`✗ ${CHROMIUM} is missing (apt-get install -y chromium)`);
  server.close();
  process.exit(1);
}
const profile = mkdtempSync(join(tmpdir(), 'rollwright-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const problems = [];
try {
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('#outcome:not([hidden])', { timeout: 10_000 });

  for (const [formula, s] of CASES) {
    await page.fill('#formula', formula);
    await page.fill('#seed', String(s));
    await page.click('#roll');
    await page.waitForFunction(
      ([f, sd]) => {
        const j = document.getElementById('result-json')?.textContent ?? '';
        return j !== '' && document.getElementById('formula').value === f && document.getElementById('seed').value === String(sd);
      },
      [formula, s],
    );
    const inBrowser = JSON.parse(await page.textContent('#result-json'));
    const [inNode] = roll(seed(s), formula);
    check(JSON.stringify(inBrowser) === JSON.stringify(inNode), `${formula} seed ${s}: browser total ${inBrowser.total} = Node total ${inNode.total}, same ${inNode.dice.length} dice`);
    const shownTotal = Number(await page.textContent('#total'));
    const shownDice = await page.$$eval('#dice li', (lis) => lis.map((li) => Number(li.dataset.face)));
    check(shownTotal === inNode.total && JSON.stringify(shownDice) === JSON.stringify(inNode.dice.map((d) => d.face)), `${formula}: page shows the total and every die face`);
    const bars = await page.$$eval('#chart rect', (rs) => rs.length);
    let expectedBars = 0;
    try {
      expectedBars = distribution(formula).outcomes.length;
    } catch {
      expectedBars = 0;
    }
    check(bars === expectedBars, `${formula}: chart has one bar per outcome (${bars})`);
  }

  // A bad formula shows the notation error instead of throwing.
  await page.fill('#formula', '2d6+');
  await page.click('#roll');
  await page.waitForSelector('#error:not([hidden])');
  check(/DiceNotationError/.test((await page.textContent('#error')) ?? ''), 'a bad formula shows a DiceNotationError message');
  if (process.env['SCREENSHOT']) {
    await page.fill('#formula', '4d6kh3');
    await page.click('#roll');
    await page.screenshot({ path: process.env['SCREENSHOT'], fullPage: true });
  }
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
check(problems.length === 0, `page logged no errors${problems.length ? `:\n    ${problems.join('\n    ')}` : ''}`);
console.log(failures === 0 ? 'browser test passed' : `browser test: ${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
