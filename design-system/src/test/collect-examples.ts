import type { Example, Examples } from '../examples.js';

/** Every example of every `*.examples.tsx` module (from `import.meta.glob`), as [component, state, example]. */
export function collectExamples(modules: Record<string, Record<string, Examples>>): Array<[string, string, Example]> {
  return Object.entries(modules).flatMap(([path, module]) => {
    const component = path.split('/').at(-1)?.replace('.examples.tsx', '') ?? path;
    return Object.values(module).flatMap((examples) =>
      Object.entries(examples).map(([state, example]) => [component, state, example] as [string, string, Example]),
    );
  });
}
