import { clientProblemTypes, type Problem } from '@harakeke/contract';
import { Button, defineExamples } from '@harakeke/design-system';
import type { ReactElement } from 'react';
import { IDLE_MUTATION } from '../../../core/data/mutation.js';
import { demoCardFee, demoSavedCard } from '../../../services/cards/demo-cards.js';
import type { CardPaymentForm } from './atoms.js';
import { CardPaymentView, type CardPaymentViewProps } from './CardPaymentView.js';
import type { PaymentRefusal, PaymentResult } from './rules.js';

const noop = () => undefined;

const form: CardPaymentForm = { fee: demoCardFee, savedCard: demoSavedCard };

/** The dialog open, in a state: the form ready with a saved card, nothing sent, unless said otherwise. */
function dialog(props: Partial<CardPaymentViewProps> = {}): ReactElement {
  // The screen's opener beside it, as on the Bills screen: a dialog alone has no markup before its scripts run.
  return (
    <>
      <Button>Pay now</Button>
      <CardPaymentView
        isOpen
        onOpenChange={noop}
        load={{ status: 'ready', data: form }}
        onRetry={noop}
        amountText="184.52"
        onAmountTextChange={noop}
        payment={IDLE_MUTATION}
        refusal={null}
        cardReturn={IDLE_MUTATION}
        onPay={noop}
        onTryAgain={noop}
        {...props}
      />
    </>
  );
}

/** A result read from the card session on the return from the card page. */
const returned = (result: Partial<PaymentResult> & Pick<PaymentResult, 'paymentTransactionStatus'>) =>
  dialog({
    cardReturn: {
      status: 'success',
      data: { paidAmount: null, fee: null, reference: null, ...result },
      error: null,
    },
  });

/** A payment with the saved card refused with this problem, which makes this payment status. */
const refused = (status: PaymentRefusal, problem: Problem) => ({
  render: () => dialog({ payment: { status: 'error', data: null, error: problem }, refusal: status }),
});

const problemOf = (status: number, fields: Partial<Problem> = {}): Problem => ({
  type: '/error/default',
  title: 'Something went wrong',
  status,
  ...fields,
});

/** The card payment dialog's states; each renders it open, in a portal. */
export const cardPaymentExamples = defineExamples({
  FeeLoading: {
    description: 'The card fee and the balance are loading: a skeleton, and what is loading for screen readers.',
    render: () => dialog({ load: { status: 'loading' } }),
  },
  FeeError: {
    description: 'The fee failed to load: the error with a retry, inside the dialog.',
    render: () => dialog({ load: { status: 'error' } }),
  },
  Ready: {
    description: 'The total balance as the amount, the fee and total charged, and the saved card offered.',
    render: () => dialog(),
  },
  ReadyWithoutSavedCard: {
    description: 'No saved card: the card is entered on the secure card page.',
    render: () => dialog({ load: { status: 'ready', data: { ...form, savedCard: null } }, amountText: '50' }),
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
    render: () => dialog({ payment: { status: 'pending', data: null, error: null } }),
  },
  Redirecting: {
    description: 'Another card: the browser is on its way to the secure card page.',
    render: () =>
      dialog({
        payment: { status: 'success', data: { url: '/card-provider/session/demo', sessionId: 'demo' }, error: null },
      }),
  },
  CheckingReturn: {
    description: 'Back from the card page: the payment’s result is being read.',
    render: () => dialog({ cardReturn: { status: 'pending', data: null, error: null } }),
  },
  Paid: {
    description: 'MADE: the amount paid, the card fee and the payment’s reference.',
    render: () =>
      dialog({
        payment: {
          status: 'success',
          data: { paymentTransactionStatus: 'MADE', paidAmount: 184.52, fee: 2.77, reference: 'CP-20261126-0042' },
          error: null,
        },
      }),
  },
  Failed: {
    description: 'FAILED: the card was declined; try again or close.',
    render: () => returned({ paymentTransactionStatus: 'FAILED', reference: 'CP-20261126-0043' }),
  },
  Cancelled: {
    description: 'CANCELLED: the customer cancelled on the card page.',
    render: () => returned({ paymentTransactionStatus: 'CANCELLED' }),
  },
  Unconfirmed: {
    description: 'ERROR: back from the card page without a result that can be read.',
    render: () => returned({ paymentTransactionStatus: 'ERROR' }),
  },
  StatusError: refused('ERROR', problemOf(500)),
  StatusInvalid: refused(
    'INVALID',
    problemOf(400, {
      type: '/error/bad_request',
      detail: 'amount: must be at most $1184.52 (your balance plus $1000.00 in advance)',
    }),
  ),
  StatusPaymentRequired: refused('PAYMENT_REQUIRED', problemOf(402)),
  StatusInUse: refused('IN_USE', problemOf(409, { type: '/error/conflict' })),
  StatusAccountError: refused('ACCOUNT_ERROR', problemOf(403)),
  StatusDataFail: refused('DATA_FAIL', problemOf(500, { type: clientProblemTypes.parseError })),
  StatusNotFound: refused('NOT_FOUND', problemOf(404, { type: '/error/not_found' })),
});
