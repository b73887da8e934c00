import { useState } from 'react';
import { defineExamples } from '../examples.js';
import { QuantityStepper } from './QuantityStepper.js';

const LABEL = 'Number of bottles';

/** A caller that reads the clamp flag, as the LPG order form would. */
function OrderWithFlag() {
  const [bottles, setBottles] = useState<number | null>(1);
  const [wasClamped, setWasClamped] = useState(false);
  return (
    <div>
      <QuantityStepper
        label={LABEL}
        max={35}
        value={bottles}
        onChange={(quantity, { clamped }) => {
          setBottles(quantity);
          setWasClamped(clamped);
        }}
      />
      <p>
        Order: {bottles ?? '–'} {wasClamped ? '(lowered to the maximum)' : ''}
      </p>
    </div>
  );
}

export const quantityStepperExamples = defineExamples({
  Default: {
    description: 'spec 2: one bottle by default; − is disabled at the minimum of 1.',
    render: () => <QuantityStepper label={LABEL} />,
  },
  WithDescription: {
    render: () => (
      <QuantityStepper label={LABEL} description="45 kg bottles, delivered to your address." defaultValue={2} />
    ),
  },
  AtMaximum: {
    description: '+ is disabled at the maximum (this supply point allows 35).',
    render: () => <QuantityStepper label={LABEL} max={35} defaultValue={35} />,
  },
  Clamped: {
    description: 'A saved order of 40 where this supply point allows 35: lowered to 35, and the customer is told.',
    render: () => <QuantityStepper label={LABEL} max={35} defaultValue={40} />,
  },
  ClampReportedToCaller: {
    description: 'Type 50: the quantity is lowered to the maximum of 35, and the caller is told it was clamped.',
    render: () => <OrderWithFlag />,
  },
  WithError: {
    render: () => (
      <QuantityStepper
        label={LABEL}
        defaultValue={3}
        isInvalid
        errorMessage="We could not place your order. Please try again."
      />
    ),
  },
  Disabled: { render: () => <QuantityStepper label={LABEL} defaultValue={2} isDisabled /> },
});
