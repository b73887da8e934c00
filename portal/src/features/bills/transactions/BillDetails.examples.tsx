import { defineExamples } from '@harakeke/design-system';
import { WIDGET_ERROR_DETAIL } from '../../../widgets/widget-state.js';
import { IDLE_DOWNLOAD } from './atoms.js';
import { BillDetails } from './BillDetails.js';
import { demoBill } from './transaction-fixtures.js';

const ignore = () => undefined;
const base = { pdfStatus: IDLE_DOWNLOAD, onDownloadPdf: ignore, onRetry: ignore } as const;

// The bill dialog's content: the dialog itself is the design system's, loaded when it first opens.
export const billDetailsExamples = defineExamples({
  Loaded: {
    description:
      'Dates, period, each supply with its use, the charges with discounts and credits taken off, the total.',
    render: () => <BillDetails {...base} state="ready" bill={demoBill} />,
  },
  Loading: { render: () => <BillDetails {...base} state="loading" /> },
  Error: {
    description: 'The bill failed to load: the error and a retry inside the dialog.',
    render: () => <BillDetails {...base} state="error" errorDetail={WIDGET_ERROR_DETAIL} />,
  },
  PdfDownloading: {
    render: () => <BillDetails {...base} state="ready" bill={demoBill} pdfStatus={{ state: 'downloading' }} />,
  },
});
