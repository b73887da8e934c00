import { defineExamples } from '../examples.js';
import { Badge } from './Badge.js';

export const badgeExamples = defineExamples({
  Info: {
    description: 'What kind of account this is: the words carry the meaning, the box sets them apart.',
    render: () => <Badge tone="info">Buying group: Harbour Schools</Badge>,
  },
});
