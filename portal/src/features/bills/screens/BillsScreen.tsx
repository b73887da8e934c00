import { Heading, Stack } from '@harakeke/design-system';
import { BillPeriodSection } from '../bill-period/BillPeriodSection.js';
import { BillSummarySection } from '../summary/BillSummarySection.js';
import { TransactionHistory } from '../transactions/TransactionHistory.js';

/** /account/bill (spec 1 §2 bills area): what is owed and by when, the bill period's use, the transactions. */
export function BillsScreen() {
  return (
    <Stack gap="6">
      <Heading level={1}>Bills</Heading>
      <BillSummarySection />
      <BillPeriodSection />
      <TransactionHistory />
    </Stack>
  );
}
