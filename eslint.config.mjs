import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import globals from 'globals';

const impureModules = ['electron', 'vue', 'pinia', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*', 'fs', 'path', 'http', 'os', 'node:*'];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'migrations/**', 'e2e/screenshots/**', '.electron-native/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'vue/no-v-html': 'error',
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/attributes-order': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // The rules engine and the contract stay pure: no Node, DOM framework, Electron or database.
    files: ['src-shared/**/*.ts'],
    ignores: ['src-shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: impureModules.map((group) => ({ group: [group], message: 'src-shared is pure TypeScript.' })) }],
    },
  },
);
