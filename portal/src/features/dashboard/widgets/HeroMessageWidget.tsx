import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { widgetViewProps, type WidgetProps } from '../../../widgets/widget-state.js';
import { heroMessageAtom, loadHeroMessageAtom } from '../atoms.js';
import { HeroMessageView } from './HeroMessageView.js';

/** The heroMessage widget: loads its message and shows it. */
export function HeroMessageWidget({ headingLevel }: WidgetProps) {
  const hero = useAtomValue(heroMessageAtom);
  const load = useSetAtom(loadHeroMessageAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return <HeroMessageView {...widgetViewProps(hero, () => void load())} headingLevel={headingLevel} />;
}
