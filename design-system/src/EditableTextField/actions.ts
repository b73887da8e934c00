import { styled } from '../stitches.config.js';

/** The row of buttons under the value (Edit, Delete) and under the input (Cancel, Save). */
export const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
