import { useWidgetData, type WidgetProps } from '../../../widgets/widget-state.js';
import { heroMessageAtom, loadHeroMessageAtom } from '../widget-data.js';
import { HeroMessageView } from './HeroMessageView.js';

/** The heroMessage widget: loads its message and shows it. */
export function HeroMessageWidget({ headingLevel }: WidgetProps) {
  const view = useWidgetData(heroMessageAtom, loadHeroMessageAtom);
  return <HeroMessageView {...view} headingLevel={headingLevel} />;
}
