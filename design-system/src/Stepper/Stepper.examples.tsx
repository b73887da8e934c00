import { defineExamples } from '../examples.js';
import { Stepper } from './Stepper.js';

const homeProfile = ['Your home', 'Who lives there', 'Heating and hot water', 'Appliances'];
const moving = ['New address', 'Moving date', 'Your details', 'Connection', 'Payment', 'Review'];

export const stepperExamples = defineExamples({
  InProgress: {
    description: 'Completed steps show a tick, the current one a heavier ring and bold label (aria-current="step").',
    render: () => <Stepper label="Home profile steps" steps={homeProfile} currentIndex={2} />,
  },
  FirstStep: {
    render: () => <Stepper label="Home profile steps" steps={homeProfile} currentIndex={0} />,
  },
  AllComplete: {
    render: () => <Stepper label="Home profile steps" steps={homeProfile} currentIndex={homeProfile.length} />,
  },
  ManySteps: {
    description: 'Six steps: on small screens the markers and labels get smaller, and every label stays visible.',
    render: () => <Stepper label="Moving house steps" steps={moving} currentIndex={3} />,
  },
});
