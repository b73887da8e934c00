import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { widgetViewProps, type WidgetProps } from '../../../widgets/widget-state.js';
import { heroMessageAtom, loadHeroMessageAtom } from '../widget-data.js';
import { HeroMessageView } from './HeroMessageView.js';

/** The heroMessage widget: loads its message and shows it. */
export function HeroMessageWidget({ headingLevel }: WidgetProps) {
  const hero = useAtomValue(heroMessageAtom);
  const load = useSetAtom(loadHeroMessageAtom);
  // Loaded with the dashboard's list already (widgets/data-loads.ts); here only when it was not.
  const notLoaded = hero.status === 'UNINITIALIZED';
  useEffect(() => {
    if (notLoaded) void load();
  }, [load, notLoaded]);
  return <HeroMessageView {...widgetViewProps(hero, () => void load())} headingLevel={headingLevel} />;
}
