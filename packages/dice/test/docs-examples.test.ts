// Runs every program in docs/examples/ (the code the guides show through {@includeCode}) and
// checks what it prints against its `// → text` comments, in order, so the guides cannot rot.
// Guides and the root README may also hold self-contained ```ts blocks: each is extracted to docs/examples/.inline/
// (gitignored), run, and checked the same way. A block whose fence says ```ts skip-test is shown
// but not run (for fragments). It also checks that each {@includeCode} in docs/guides points at
// an existing file and region.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { describe, expect, it, vi } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const examplesDir = join(repo, 'docs/examples');
const guidesDir = join(repo, 'docs/guides');
const examples = readdirSync(examplesDir).filter((f) => f.endsWith('.ts')).sort();

/** The expected output: every `// → text` comment of the file, in source order. */
function expectedLines(source: string): string[] {
  return [...source.matchAll(/\/\/ → (.*)$/gm)].map((m) => (m[1] ?? '').trimEnd());
}

describe('docs/examples', () => {
  it('has example programs', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  for (const file of examples) {
    it(`${file} prints what its comments say`, async () => {
      expect(expectedLines(readFileSync(join(examplesDir, file), 'utf8')).length).toBeGreaterThan(0);
      await runAndCompare(join(examplesDir, file));
    }, 60_000); // whole programs, transformed on first import: generous on a loaded 2-core CI
  }
});

/** Imports (runs) a program and compares everything it logs with its arrow comments. */
async function runAndCompare(path: string): Promise<void> {
  const source = readFileSync(path, 'utf8');
  const printed: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(...format(...args).split('\n'));
  });
  try {
    await import(path);
  } finally {
    spy.mockRestore();
  }
  expect(printed).toEqual(expectedLines(source));
}

describe('```ts blocks in docs/guides and the README', () => {
  const guides = existsSync(guidesDir) ? readdirSync(guidesDir).filter((f) => f.endsWith('.md')).sort() : [];
  const inlineDir = join(examplesDir, '.inline');
  const pages = [...guides.map((g) => join(guidesDir, g)), join(repo, 'README.md')];
  const blocks = pages.flatMap((page) =>
    [...readFileSync(page, 'utf8').matchAll(/^```(?:ts|typescript)[ \t]*\n([\s\S]*?)^```/gm)].map(
      (m, i) => ({ name: `${page.slice(repo.length + 1).replace(/[/\\]/g, '_').replace(/\.md$/, '')}.${i + 1}.ts`, code: m[1] ?? '' }),
    ),
  );
  it('finds the guides', () => {
    expect(guides.length).toBeGreaterThan(0);
  });
  it.each(blocks.map((b) => [b.name, b] as const))('%s prints what its comments say', async (_, b) => {
    mkdirSync(inlineDir, { recursive: true });
    const file = join(inlineDir, b.name);
    writeFileSync(file, b.code);
    try {
      await runAndCompare(file);
    } finally {
      rmSync(file, { force: true });
    }
  }, 60_000);
});

describe('docs/guides {@includeCode}', () => {
  const guides = existsSync(guidesDir) ? readdirSync(guidesDir).filter((f) => f.endsWith('.md')) : [];
  const refs = guides.flatMap((g) =>
    [...readFileSync(join(guidesDir, g), 'utf8').matchAll(/\{@includeCode ([^}#\s]+)(?:#([\w-]+))?\}/g)].map(
      (m) => ({ guide: g, path: m[1] ?? '', region: m[2] }),
    ),
  );
  it.each(refs.map((r) => [`${r.guide} → ${r.path}#${r.region ?? ''}`, r] as const))('%s exists', (_, r) => {
    const target = resolve(guidesDir, r.path);
    expect(existsSync(target)).toBe(true);
    if (r.region !== undefined) {
      const text = readFileSync(target, 'utf8');
      expect(text).toContain(`// #region ${r.region}\n`);
      expect(text).toContain(`// #endregion ${r.region}\n`);
    }
  });
});
