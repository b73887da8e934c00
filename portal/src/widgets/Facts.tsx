import { styled } from '@harakeke/design-system';

/**
 * A widget's label–value pairs as a description list: labels muted in one column, values beside them. A value
 * marked `data-overdue` reads as a warning (in words too, where it is used: colour is never the only sign).
 */
export const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$medium', overflowWrap: 'anywhere' },
  '& [data-overdue]': { color: '$danger', fontWeight: '$bold' },
});
