// Lint: typescript-eslint's recommended rules over package sources, tests, bench and scripts.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', 'docs-site/**', '**/node_modules/**', 'coverage/**', '.scratch/**', 'examples/*/dist/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use an explicit Rng (habit 19).' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
