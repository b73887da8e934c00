import { defineExamples } from '../examples.js';
import { ChangesSaved } from './ChangesSaved.js';

export const changesSavedExamples = defineExamples({
  Saved: {
    description:
      'spec 1 §2: what a save that took effect says, the same under an editable field (EditableTextField) and a switch.',
    render: () => (
      <div role="status">
        <ChangesSaved />
      </div>
    ),
  },
});
