import { CalendarDate } from '@internationalized/date';
import { screen } from '@testing-library/react';
import { createRef, type ReactElement, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.js';
import { EditableTextField } from '../EditableTextField/EditableTextField.js';
import { IconButton } from '../IconButton/IconButton.js';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.js';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.js';
import { Select, SelectItem } from '../Select/Select.js';
import { Switch } from '../Switch/Switch.js';
import { renderInBrand } from '../test/render.js';
import { TextArea } from '../TextArea/TextArea.js';
import { TextField } from '../TextField/TextField.js';

const CLASS = 'caller-class';
const MESSAGE = 'Something is wrong.';
const noop = () => {};

/** What a caller may set on every control; a control ignores the states it cannot have. */
interface CommonProps {
  ref: RefObject<HTMLElement | null>;
  className: string;
  isDisabled: boolean;
  isInvalid: boolean;
}

interface ControlCase {
  /** The control under test, rendered with the caller's ref, class and states. */
  render: (props: CommonProps) => ReactElement;
  /** The element the ref must reach: the control a caller focuses, or the group that stands for it. */
  refTarget: () => HTMLElement;
  /** Whether the control can be disabled or invalid at all. */
  can: { disabled: boolean; invalid: boolean };
}

// The refs are typed per element; the table hands each control the ref it declares.
/* eslint-disable @typescript-eslint/no-explicit-any -- one ref type for the table; each control narrows it */
const cases: Record<string, ControlCase> = {
  TextField: {
    render: ({ ref, ...props }) => <TextField label="Name" ref={ref as any} errorMessage={MESSAGE} {...props} />,
    refTarget: () => screen.getByRole('textbox', { name: 'Name' }),
    can: { disabled: true, invalid: true },
  },
  TextArea: {
    render: ({ ref, ...props }) => <TextArea label="Message" ref={ref as any} errorMessage={MESSAGE} {...props} />,
    refTarget: () => screen.getByRole('textbox', { name: 'Message' }),
    can: { disabled: true, invalid: true },
  },
  Checkbox: {
    render: ({ ref, ...props }) => (
      <Checkbox ref={ref as any} errorMessage={MESSAGE} {...props}>
        I agree
      </Checkbox>
    ),
    refTarget: () => screen.getByRole('checkbox', { name: 'I agree' }),
    can: { disabled: true, invalid: true },
  },
  Switch: {
    render: ({ ref, isInvalid: _, ...props }) => (
      <Switch ref={ref as any} {...props}>
        Email my bills
      </Switch>
    ),
    refTarget: () => screen.getByRole('switch', { name: /Email my bills/ }),
    can: { disabled: true, invalid: false },
  },
  IconButton: {
    render: ({ ref, isInvalid: _, ...props }) => <IconButton icon="close" label="Close" ref={ref as any} {...props} />,
    refTarget: () => screen.getByRole('button', { name: 'Close' }),
    can: { disabled: true, invalid: false },
  },
  Select: {
    render: ({ ref, ...props }) => (
      <Select label="Bank" ref={ref as any} errorMessage={MESSAGE} {...props}>
        <SelectItem key="asb">ASB</SelectItem>
      </Select>
    ),
    refTarget: () => screen.getByRole('button', { name: /Bank/ }),
    can: { disabled: true, invalid: true },
  },
  RadioGroup: {
    render: ({ ref, ...props }) => (
      <RadioGroup label="Payment type" ref={ref as any} errorMessage={MESSAGE} {...props}>
        <Radio value="directDebit">Direct debit</Radio>
      </RadioGroup>
    ),
    refTarget: () => screen.getByRole('radiogroup', { name: 'Payment type' }),
    can: { disabled: true, invalid: true },
  },
  Radio: {
    render: ({ ref, className, isDisabled, isInvalid }) => (
      <RadioGroup label="Payment type" isInvalid={isInvalid} errorMessage={MESSAGE}>
        <Radio value="directDebit" ref={ref as any} className={className} isDisabled={isDisabled}>
          Direct debit
        </Radio>
      </RadioGroup>
    ),
    refTarget: () => screen.getByRole('radio', { name: 'Direct debit' }),
    can: { disabled: true, invalid: true },
  },
  QuantityStepper: {
    render: ({ ref, ...props }) => (
      <QuantityStepper label="Number of bottles" ref={ref as any} errorMessage={MESSAGE} {...props} />
    ),
    refTarget: () => screen.getByRole('spinbutton', { name: 'Number of bottles' }),
    can: { disabled: true, invalid: true },
  },
  DateRangePicker: {
    render: ({ ref, ...props }) => (
      <DateRangePicker
        label="Transaction dates"
        ref={ref as any}
        defaultValue={{ start: new CalendarDate(2026, 4, 5), end: new CalendarDate(2026, 4, 18) }}
        errorMessage={MESSAGE}
        {...props}
      />
    ),
    refTarget: () => screen.getByRole('group', { name: 'Transaction dates' }),
    can: { disabled: true, invalid: true },
  },
  EditableTextField: {
    // Its invalid state is the spec's error state (spec 1 §2); it has no disabled state.
    render: ({ ref, className, isInvalid }) => (
      <EditableTextField
        label="Mobile phone"
        value="021 123 4567"
        state={isInvalid ? 'error' : 'none'}
        errorMessage={MESSAGE}
        onEdit={noop}
        onCancel={noop}
        onSave={noop}
        ref={ref as any}
        className={className}
      />
    ),
    refTarget: () => screen.getByRole('group', { name: 'Mobile phone' }),
    can: { disabled: false, invalid: true },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const rootOf = (container: HTMLElement) => {
  const root = container.querySelector(`.${CLASS}`);
  if (!(root instanceof HTMLElement)) throw new Error(`Nothing carries the class ${CLASS}.`);
  return root;
};

const controls = Object.entries(cases);

describe.each(controls)('%s', (_, control) => {
  it("forwards its ref to its main element and puts the caller's class on its root", () => {
    const ref = createRef<HTMLElement>();
    const { container } = renderInBrand(control.render({ ref, className: CLASS, isDisabled: false, isInvalid: false }));
    expect(ref.current).toBe(control.refTarget());
    const root = rootOf(container);
    expect(root).not.toHaveAttribute('data-disabled');
    expect(root).not.toHaveAttribute('data-invalid');
  });
});

// Only the controls that can be disabled, or invalid, are asked to show it: a table row per control that can.
describe.each(controls.filter(([, control]) => control.can.disabled))('%s, disabled', (_, control) => {
  it('marks its root data-disabled', () => {
    const { container } = renderInBrand(
      control.render({ ref: createRef(), className: CLASS, isDisabled: true, isInvalid: false }),
    );
    expect(rootOf(container)).toHaveAttribute('data-disabled');
  });
});

describe.each(controls.filter(([, control]) => control.can.invalid))('%s, invalid', (_, control) => {
  it('marks its root data-invalid and shows the message only when invalid', async () => {
    const { container } = renderInBrand(
      control.render({ ref: createRef(), className: CLASS, isDisabled: false, isInvalid: true }),
    );
    expect(rootOf(container)).toHaveAttribute('data-invalid');
    // Found, not got: an editable field's input (which shows the message) loads when first wanted.
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  });

  it('shows no message while valid, even when one is given', () => {
    renderInBrand(control.render({ ref: createRef(), className: CLASS, isDisabled: false, isInvalid: false }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
