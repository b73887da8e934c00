import { Heading, LoadFrame, Skeleton, Stack, Tab, TabList, TabPanel, Tabs } from '@harakeke/design-system';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyScreen } from '../../../core/code-loading/lazy-screen.js';
import { isOneOffPaymentReturn } from '../../../services/card-return/card-return.js';
import { BillPeriodSection } from '../bill-period/BillPeriodSection.js';
import { BillSummarySection } from '../summary/BillSummarySection.js';
import { TRANSACTION_HISTORY_TITLE } from '../transactions/title.js';
import { asksToPay, billsTabOf, withBillsTab, withoutPayRequest } from './bills-url.js';

/*
 * What the page's first view does not show loads when it is asked for (docs/performance.md, every route counted):
 * the transactions, with their date-range picker, when their tab is chosen; the card payment, with its card forms,
 * when 'Pay now' is pressed or the card page sends the customer back. Each is fetched ahead (`prefetch`) as a pointer
 * rests on or focus reaches what opens it.
 */
const TransactionHistory = lazyScreen(() => import('../transactions/TransactionHistory.js'), 'TransactionHistory');
const CardPayment = lazyScreen(() => import('../card-payment/CardPayment.js'), 'CardPayment');

/** The transactions' frame while their code arrives: the same heading and skeleton as while their data does. */
const transactionsArriving = (
  <LoadFrame
    title={TRANSACTION_HISTORY_TITLE}
    headingLevel={2}
    load={{ status: 'loading' }}
    loadingText="Loading your transactions"
    skeleton={<Skeleton variant="block" height="lg" />}
  />
);

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
  // The card payment's code, once asked for, stays: it reads a return from the card page and then strips the address.
  const cardPaymentNeeded = paying || isOneOffPaymentReturn(search);
  const [cardPaymentAsked, setCardPaymentAsked] = useState(cardPaymentNeeded);
  if (cardPaymentNeeded && !cardPaymentAsked) setCardPaymentAsked(true);

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
        <BillSummarySection
          onPayNow={() => setPaying(true)}
          onPayNowIntent={CardPayment.prefetch}
          returnFocusRef={summaryRef}
        />
      </div>
      {/* Manual activation: each panel loads its data, so arrowing past a tab does not load it. */}
      <Tabs value={tab} onValueChange={selectTab} activationMode="manual">
        <TabList label="Bill sections">
          <Tab value="bill-period">Bill period</Tab>
          <Tab value="transactions" onPointerEnter={TransactionHistory.prefetch} onFocus={TransactionHistory.prefetch}>
            Transactions
          </Tab>
        </TabList>
        <TabPanel value="bill-period">
          <BillPeriodSection />
        </TabPanel>
        <TabPanel value="transactions">
          <Suspense fallback={transactionsArriving}>
            <TransactionHistory />
          </Suspense>
        </TabPanel>
      </Tabs>
      {cardPaymentAsked && (
        <Suspense fallback={null}>
          <CardPayment isOpen={paying} onOpenChange={setPaying} returnFocusRef={summaryRef} />
        </Suspense>
      )}
    </Stack>
  );
}
