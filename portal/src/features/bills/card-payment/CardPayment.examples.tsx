import { Button, defineExamples } from '@harakeke/design-system';
import type { ReactElement } from 'react';
import { noCardPayment, type CardPaymentState } from './atoms.js';
import { CardPaymentView, type CardPaymentFormLoad, type CardPaymentViewProps } from './CardPaymentView.js';
import { demoCardPaymentFee, demoSavedCard } from './demo-card-payment.js';
import type { PaymentRefusal } from './rules.js';

const noop = () => undefined;

const ready: CardPaymentFormLoad = { status: 'ready', fee: demoCardPaymentFee, savedCard: demoSavedCard };

/** The dialog open, in a state: the form ready with a saved card unless said otherwise. */
function dialog(
  props: Partial<Omit<CardPaymentViewProps, 'payment'>> & { payment?: Partial<CardPaymentState> } = {},
): ReactElement {
  const { payment, ...rest } = props;
  // The screen's opener beside it, as on the Bills screen: a dialog alone has no markup before its scripts run.
  return (
    <>
      <Button>Pay now</Button>
      <CardPaymentView
        isOpen
        onOpenChange={noop}
        form={ready}
        amountText="184.52"
        onAmountTextChange={noop}
        onPay={noop}
        onRetryLoad={noop}
        onTryAgain={noop}
        {...rest}
        payment={{ ...noCardPayment, ...payment }}
      />
    </>
  );
}

const refused = (processPaymentStatus: PaymentRefusal, detail?: string) => ({
  render: () =>
    dialog({
      payment: {
        processPaymentStatus,
        withToken: true,
        problem: detail ? { type: '/error/bad_request', status: 400, detail } : null,
      },
    }),
});

/** The card payment dialog's states; each renders it open, in a portal. */
export const cardPaymentExamples = defineExamples({
  FeeLoading: {
    description: 'The card fee and the balance are loading: a skeleton, and what is loading for screen readers.',
    render: () => dialog({ form: { status: 'loading' } }),
  },
  FeeError: {
    description: 'The fee failed to load: the error with a retry, inside the dialog.',
    render: () => dialog({ form: { status: 'error' } }),
  },
  Ready: {
    description: 'The total balance as the amount, the fee and total charged, and the saved card offered.',
    render: () => dialog(),
  },
  ReadyWithoutSavedCard: {
    description: 'No saved card: the card is entered on the secure card page.',
    render: () => dialog({ form: { ...ready, savedCard: null }, amountText: '50' }),
  },
  AmountInvalid: {
    description: '12.345 has too many decimals: the message shows and the text stays as typed.',
    render: () => dialog({ amountText: '12.345', showAmountMessage: true }),
  },
  AmountOverMaximum: {
    render: () => dialog({ amountText: '5000', showAmountMessage: true }),
  },
  Paying: {
    description: 'The payment is being sent: the button shows it is pending, and a second press does nothing.',
    render: () => dialog({ payment: { processPaymentStatus: 'LOADING', withToken: true } }),
  },
  Redirecting: {
    description: 'Another card: the browser is on its way to the secure card page.',
    render: () => dialog({ payment: { processPaymentStatus: 'SUCCESS', redirectUrl: '/card-provider/session/demo' } }),
  },
  CheckingReturn: {
    description: 'Back from the card page: the payment’s result is being read.',
    render: () => dialog({ payment: { processPaymentStatus: 'LOADING', isReadingReturn: true } }),
  },
  Paid: {
    description: 'MADE: the amount paid, the card fee and the payment’s reference.',
    render: () =>
      dialog({
        payment: {
          processPaymentStatus: 'SUCCESS',
          paymentTransactionStatus: 'MADE',
          paidAmount: 184.52,
          fee: 2.77,
          reference: 'CP-20261126-0042',
        },
      }),
  },
  Failed: {
    description: 'FAILED: the card was declined; try again or close.',
    render: () =>
      dialog({
        payment: { processPaymentStatus: 'SUCCESS', paymentTransactionStatus: 'FAILED', reference: 'CP-20261126-0043' },
      }),
  },
  Cancelled: {
    description: 'CANCELLED: the customer cancelled on the card page.',
    render: () => dialog({ payment: { processPaymentStatus: 'SUCCESS', paymentTransactionStatus: 'CANCELLED' } }),
  },
  Unconfirmed: {
    description: 'ERROR: back from the card page without a result that can be read.',
    render: () => dialog({ payment: { processPaymentStatus: 'SUCCESS', paymentTransactionStatus: 'ERROR' } }),
  },
  StatusError: refused('ERROR'),
  StatusInvalid: refused('INVALID', 'amount: must be at most $1184.52 (your balance plus $1000.00 in advance)'),
  StatusPaymentRequired: refused('PAYMENT_REQUIRED'),
  StatusInUse: refused('IN_USE'),
  StatusAccountError: refused('ACCOUNT_ERROR'),
  StatusDataFail: refused('DATA_FAIL'),
  StatusNotFound: refused('NOT_FOUND'),
});
