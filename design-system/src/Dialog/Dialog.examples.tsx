import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { TextField } from '../TextField/TextField.js';
import { Dialog, DialogClose } from './Dialog.js';

const creditExtension = {
  title: 'Extend your due date',
  description: 'We can move the due date of your current bill out by 14 days.',
  children: <p>Your new due date will show on your account straight away. There is no fee.</p>,
  footer: (
    <>
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <DialogClose asChild>
        <Button>Extend due date</Button>
      </DialogClose>
    </>
  ),
};

/** Opened from a button elsewhere on the page, as a route-driven dialog would be: no `trigger`. */
function ControlledDialog() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Remove saved card
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        size="sm"
        title="Remove this card?"
        description="Visa ending 4242 will no longer be used for automatic payments."
        closeOnOutsidePress={false}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep card
            </Button>
            <Button onClick={() => setOpen(false)}>Remove card</Button>
          </>
        }
      />
    </>
  );
}

/**
 * A dialog that is a form: the field and the submit button share one `<form>`, so Enter in the field submits it
 * as the button does.
 */
function NicknameDialog() {
  const [isOpen, setOpen] = useState(true);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">Rename site</Button>}
      title="Rename this site"
      description="The name shows in the site switcher and on your bills."
      closeOnOutsidePress={false}
      onSubmit={() => setOpen(false)}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit">Save name</Button>
        </>
      }
    >
      <TextField label="Site name" name="nickname" defaultValue="Bach at Raglan" />
    </Dialog>
  );
}

const terms = Array.from({ length: 12 }, (_, i) => (
  <p key={i}>
    {i + 1}. Your credit card is charged on the due date of each bill. A card fee applies to each payment and is shown
    before you confirm. You can cancel automatic payments at any time from Payment options.
  </p>
));

export const dialogExamples = defineExamples({
  Closed: {
    description: 'Press the button to open. Tab stays inside, Escape or × closes, and focus returns to the button.',
    render: () => <Dialog trigger={<Button>Extend due date</Button>} {...creditExtension} />,
  },
  Open: {
    description: 'The medium size: a title, description, body and footer actions (primary last).',
    render: () => <Dialog defaultOpen trigger={<Button>Extend due date</Button>} {...creditExtension} />,
  },
  Small: {
    description: 'For confirmations. Opened by the caller (`isOpen`/`onOpenChange`), so focus goes back to the opener.',
    render: () => <ControlledDialog />,
  },
  Large: {
    description: 'For long content; the panel scrolls inside the viewport.',
    render: () => (
      <Dialog
        defaultOpen
        trigger={<Button variant="secondary">Read the payment terms</Button>}
        size="lg"
        title="Credit card payment terms"
        footer={
          <DialogClose asChild>
            <Button>I understand</Button>
          </DialogClose>
        }
      >
        {terms}
      </Dialog>
    ),
  },
  Form: {
    description:
      'With `onSubmit` the body and footer are one form: Enter in the field or the submit button in the footer submits it.',
    render: () => <NicknameDialog />,
  },
  WithoutDescription: {
    description: 'Title and body only; the dialog has no accessible description.',
    render: () => (
      <Dialog
        defaultOpen
        trigger={<Button variant="secondary">How to read your bill</Button>}
        title="Your bill explained"
      >
        <p>Your bill shows the energy you used, the daily charge and any credits applied.</p>
      </Dialog>
    ),
  },
});
