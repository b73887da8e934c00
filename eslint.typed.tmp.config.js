import base from '/work/main/eslint.config.js';
import tseslint from 'typescript-eslint';
export default [
  ...base,
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: c.files ?? ['**/*.{ts,tsx,mts,cts}'] })),
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '.storybook/*.ts', '.storybook/*.tsx'] },
        tsconfigRootDir: '/work/main',
      },
    },
  },
];
