import type { Example, Examples } from '../examples.js';

const modules = import.meta.glob<Record<string, Examples>>('../**/*.examples.tsx', { eager: true });

/** Every example of every component, as [component, state, example]. */
export const allExamples: Array<[string, string, Example]> = Object.entries(modules).flatMap(([path, module]) => {
  const component = path.split('/').at(-1)?.replace('.examples.tsx', '') ?? path;
  return Object.values(module).flatMap((examples) =>
    Object.entries(examples).map(([state, example]) => [component, state, example] as [string, string, Example]),
  );
});
