import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { ErrorBox } from '../ErrorBox/ErrorBox.js';
import { defineExamples } from '../examples.js';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';

const removeCard = {
  title: 'Remove your saved card?',
  description: 'Visa ending 4242 will no longer be saved for payments.',
  keepLabel: 'Keep card',
  confirmLabel: 'Remove card',
} satisfies Partial<ConfirmDialogProps>;

/** Opens from its trigger; going ahead closes it. */
function RemoveCard(props: Partial<ConfirmDialogProps>) {
  const [isOpen, setOpen] = useState(props.isOpen ?? false);
  return (
    <ConfirmDialog
      {...removeCard}
      trigger={<Button variant="secondary">Remove card</Button>}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onConfirm={() => setOpen(false)}
      {...props}
    />
  );
}

export const confirmDialogExamples = defineExamples({
  Closed: { render: () => <RemoveCard /> },
  Open: { render: () => <RemoveCard isOpen /> },
  Pending: { render: () => <RemoveCard isOpen isPending /> },
  Failed: {
    render: () => (
      <RemoveCard isOpen>
        <ErrorBox title="Your card wasn’t removed" detail="Please try again." />
      </RemoveCard>
    ),
  },
});
