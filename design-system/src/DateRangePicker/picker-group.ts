import { inputStyles } from '../Field/Field.js';
import { styled } from '../stitches.config.js';

/** A picker's box: its date fields and the calendar button inside one input-like border (both pickers). */
export const PickerGroup = styled('div', {
  ...inputStyles,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$1',
  padding: '$1 $1 $1 $3',
  '&:focus-within': { borderColor: '$text' },
  '&[data-invalid]': { borderColor: '$danger', borderWidth: '$thick' },
  '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: '$background' },
});

/** The fields of a picker's box, taking the room its button leaves. */
export const PickerDates = styled('div', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$1',
  flex: 1,
});
