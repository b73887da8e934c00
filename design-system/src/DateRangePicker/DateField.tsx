import type { DateValue } from '@internationalized/date';
import { useRef } from 'react';
import { useDateField, useLocale, type AriaDatePickerProps } from 'react-aria';
import { useDateFieldState } from 'react-stately';
import { styled } from '../stitches.config.js';
import { DateSegment } from './DateSegment.js';
import { createGregorianCalendar } from './picker-locale.js';

const FieldBox = styled('div', { display: 'inline-flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums' });

/** One typed date of the range (the start or the end): day, month and year segments. */
export function DateField(props: AriaDatePickerProps<DateValue>) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar: createGregorianCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { fieldProps } = useDateField(props, state, ref);
  return (
    <FieldBox {...fieldProps} ref={ref}>
      {state.segments.map((segment, index) => (
        <DateSegment key={index} segment={segment} state={state} />
      ))}
    </FieldBox>
  );
}
