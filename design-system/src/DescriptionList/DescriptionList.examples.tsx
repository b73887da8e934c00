import { defineExamples } from '../examples.js';
import { DescriptionDetails, DescriptionList, DescriptionTerm } from './DescriptionList.js';

export const descriptionListExamples = defineExamples({
  Facts: {
    description: 'Label–value pairs: labels muted in one column, values beside them.',
    render: () => (
      <DescriptionList>
        <DescriptionTerm>Customer number</DescriptionTerm>
        <DescriptionDetails>1002003004</DescriptionDetails>
        <DescriptionTerm>Property</DescriptionTerm>
        <DescriptionDetails>7 Tawa Terrace, Tawa, Wellington 5028</DescriptionDetails>
        <DescriptionTerm>Due date</DescriptionTerm>
        <DescriptionDetails>01 Dec 2026</DescriptionDetails>
      </DescriptionList>
    ),
  },
  Danger: {
    description: 'A value that needs action: bold in the danger colour, and saying so in words.',
    render: () => (
      <DescriptionList>
        <DescriptionTerm>Current</DescriptionTerm>
        <DescriptionDetails>$122.42</DescriptionDetails>
        <DescriptionTerm>Overdue</DescriptionTerm>
        <DescriptionDetails tone="danger">$62.10, please pay now</DescriptionDetails>
      </DescriptionList>
    ),
  },
});
