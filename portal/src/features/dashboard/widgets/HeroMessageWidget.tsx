import { useQuery } from '../../../core/data/keyed-query.js';
import type { WidgetProps } from '../../../core/widgets/widget-state.js';
import { heroMessageQuery } from '../widget-data.js';
import { HeroMessageView } from './HeroMessageView.js';

/** The heroMessage widget: loads its message and shows it. */
export function HeroMessageWidget({ headingLevel }: WidgetProps) {
  const { load, retry } = useQuery(heroMessageQuery);
  return <HeroMessageView load={load} onRetry={retry} headingLevel={headingLevel} />;
}
