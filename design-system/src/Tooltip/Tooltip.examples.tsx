import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { Tooltip } from './Tooltip.js';

/** Room for the open tooltip inside the story's frame. */
const Stage = styled('div', { paddingBlock: 'calc(2 * $space$8)' });

const estimateHint = 'We estimate when we can’t read your meter. Your next actual reading corrects it.';

export const tooltipExamples = defineExamples({
  Closed: {
    description: 'Hover the button or Tab to it to show the tooltip; Escape, leaving or blur hides it.',
    render: () => (
      <Tooltip content={estimateHint}>
        <Button variant="secondary" size="sm">
          Estimated reading
        </Button>
      </Tooltip>
    ),
  },
  Open: {
    description: 'Shown above its trigger, which it describes (aria-describedby).',
    render: () => (
      <Stage>
        <Tooltip content={estimateHint} defaultOpen>
          <Button variant="secondary" size="sm">
            Estimated reading
          </Button>
        </Tooltip>
      </Stage>
    ),
  },
  Bottom: {
    description: 'Placed below; it flips to the other side when there is no room.',
    render: () => (
      <Stage>
        <Tooltip content="Paid by direct debit on the due date." placement="bottom" defaultOpen>
          <Button size="sm">Autopay on</Button>
        </Tooltip>
      </Stage>
    ),
  },
});
