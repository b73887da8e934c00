import { Heading, Stack, Tab, TabList, TabPanel, Tabs } from '@harakeke/design-system';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BillPeriodSection } from '../bill-period/BillPeriodSection.js';
import { CardPayment } from '../card-payment/CardPayment.js';
import { BillSummarySection } from '../summary/BillSummarySection.js';
import { TransactionHistory } from '../transactions/TransactionHistory.js';
import { asksToPay, billsTabOf, withBillsTab, withoutPayRequest } from './bills-url.js';

/**
 * /account/bill (spec 1 §2 bills area): what is owed and by when, then the bill period's use and the transactions
 * as tabs, each reachable by its address (`?tab=transactions`). 'Pay now' here, or `?pay=now` from the dashboard
 * and the hero, opens the card payment.
 */
export function BillsScreen() {
  const [search, setSearch] = useSearchParams();
  const tab = billsTabOf(search.get('tab'));
  const payRequested = asksToPay(search);
  const [paying, setPaying] = useState(payRequested);
  // Opened while rendering, not in an effect, so the dialog shows on the first paint after the address asks for it.
  if (payRequested && !paying) setPaying(true);

  useEffect(() => {
    // Replace, so Back does not land on ?pay=now and open the payment again.
    if (payRequested) setSearch((current) => withoutPayRequest(current), { replace: true });
  }, [payRequested, setSearch]);

  // The summary takes focus back from a dialog whose opener is gone (a used 'Extend due date') or that the page
  // opened (a return from the card page): otherwise focus would fall to the page.
  const summaryRef = useRef<HTMLDivElement>(null);

  const selectTab = (value: string) =>
    setSearch((current) => withBillsTab(current, billsTabOf(value)), { replace: true });

  return (
    <Stack gap="6">
      <Heading level={1}>Bills</Heading>
      <div ref={summaryRef} tabIndex={-1}>
        <BillSummarySection onPayNow={() => setPaying(true)} returnFocusRef={summaryRef} />
      </div>
      {/* Manual activation: each panel loads its data, so arrowing past a tab does not load it. */}
      <Tabs value={tab} onValueChange={selectTab} activationMode="manual">
        <TabList label="Bill sections">
          <Tab value="bill-period">Bill period</Tab>
          <Tab value="transactions">Transactions</Tab>
        </TabList>
        <TabPanel value="bill-period">
          <BillPeriodSection />
        </TabPanel>
        <TabPanel value="transactions">
          <TransactionHistory />
        </TabPanel>
      </Tabs>
      <CardPayment isOpen={paying} onOpenChange={setPaying} returnFocusRef={summaryRef} />
    </Stack>
  );
}
