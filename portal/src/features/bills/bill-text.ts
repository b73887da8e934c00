import { formatDate } from '@harakeke/design-system';

/** A day as the bills area writes it (spec 1 §9 'DD MMM YYYY'), e.g. '03 Nov 2026'. */
export const dayText = (date: string) => formatDate(date, 'DD MMM YYYY');

/** The name of a billed supply's type, as a bill lists it. */
export const supplyTypeNames = { electricity: 'Electricity', naturalGas: 'Natural gas' } as const;
