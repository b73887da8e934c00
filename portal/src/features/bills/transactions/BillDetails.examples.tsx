import { defineExamples } from '@harakeke/design-system';
import { IDLE_MUTATION } from '../../../core/data/mutation.js';
import { BillDetails } from './BillDetails.js';
import { demoBill } from './transaction-fixtures.js';

const ignore = () => undefined;
const base = { pdfStatus: IDLE_MUTATION, onDownloadPdf: ignore, onRetry: ignore } as const;

// The bill dialog's content: the dialog itself is the design system's, loaded when it first opens.
export const billDetailsExamples = defineExamples({
  Loaded: {
    description:
      'Dates, period, each supply with its use, the charges with discounts and credits taken off, the total.',
    render: () => <BillDetails {...base} load={{ status: 'ready', data: demoBill }} />,
  },
  Loading: { render: () => <BillDetails {...base} load={{ status: 'loading' }} /> },
  Error: {
    description: 'The bill failed to load: the error and a retry inside the dialog.',
    render: () => <BillDetails {...base} load={{ status: 'error' }} />,
  },
  PdfDownloading: {
    render: () => (
      <BillDetails
        {...base}
        load={{ status: 'ready', data: demoBill }}
        pdfStatus={{ status: 'pending', data: null, error: null }}
      />
    ),
  },
});
