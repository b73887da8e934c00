import {
  Banner,
  Button,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Dialog,
  DialogClose,
  ErrorBox,
  formatNzd,
  Inline,
  Radio,
  RadioGroup,
  Skeleton,
  Spinner,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
  type BannerTone,
} from '@harakeke/design-system';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { MutationState } from '../../../core/data/mutation.js';
import type { CardPaymentAnswer, CardPaymentForm } from './atoms.js';
import {
  cardFeeOf,
  paymentRefusalMessage,
  paymentResultMessages,
  totalChargedOf,
  validatePaymentAmount,
  type PaymentRefusal,
  type PaymentResult,
} from './rules.js';

/**
 * The dialog's props. The form's load (the fee and amounts, and the saved card) shows inside the dialog, which has its
 * own title: a load frame's titled card would put a second heading and card inside it.
 */
export interface CardPaymentViewProps extends LoadViewProps<CardPaymentForm> {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Where focus goes when the dialog closes and what opened it is gone, or nothing did (a return from the card page). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (isOpen: boolean) => void;
  /** The amount field's text; what the customer typed, or the amount to pay until they type. */
  amountText: string;
  /** Called with the amount field's text on every edit. */
  onAmountTextChange: (text: string) => void;
  /**
   * The payment (spec 1 §4 payment status set): pending while it is sent; its result (payment made states), or the
   * card page the browser is leaving for; or the problem that refused it.
   */
  payment: MutationState<CardPaymentAnswer>;
  /** What refused the payment, from its problem: the message it shows. */
  refusal: PaymentRefusal | null;
  /** The reading of a return from the card page: pending while it is read, then the payment made state it says. */
  cardReturn: MutationState<PaymentResult>;
  /** Called with a valid amount and the card to pay with. */
  onPay: (payment: { amount: number; withToken: boolean }) => void;
  /** Back to the form after a payment that paid nothing. */
  onTryAgain: () => void;
  /** Shows the amount's message from the start, as after a submit (an example of an invalid amount). */
  showAmountMessage?: boolean;
}

type PayWith = 'savedCard' | 'anotherCard';

/** The payment's result, from its answer or from the return from the card page; null until there is one. */
function resultOf(payment: MutationState<CardPaymentAnswer>, cardReturn: MutationState<PaymentResult>) {
  if (cardReturn.status === 'success') return cardReturn.data;
  const answer = payment.status === 'success' ? payment.data : null;
  return answer && 'paymentTransactionStatus' in answer ? answer : null;
}

/** What the dialog shows, by where the payment stands. */
function modeOf(
  payment: MutationState<CardPaymentAnswer>,
  cardReturn: MutationState<PaymentResult>,
  result: PaymentResult | null,
  load: LoadViewProps<CardPaymentForm>['load'],
) {
  if (payment.status === 'success' && payment.data && 'url' in payment.data) return 'redirecting' as const;
  if (cardReturn.status === 'pending') return 'checking' as const;
  if (result) return 'result' as const;
  if (load.status === 'ready') return 'form' as const;
  return load.status === 'error' ? ('error' as const) : ('loading' as const);
}

/** A message that appears while the dialog is open: announced, and not dismissable (the dialog's buttons move on). */
function Message({ tone, title, children }: { tone: BannerTone; title: string; children: ReactNode }) {
  return (
    <Banner tone={tone} title={title} isDismissable={false} announce>
      {children}
    </Banner>
  );
}

/** A line of a description list, left out when there is nothing to say. */
function Entry({ term, value }: { term: string; value: string | null }) {
  if (value === null) return null;
  return (
    <>
      <DescriptionTerm>{term}</DescriptionTerm>
      <DescriptionDetails>{value}</DescriptionDetails>
    </>
  );
}

const money = (amount: number | null) => (amount === null ? null : formatNzd(amount));

/** spec 1 §4 payment made states: the result of a payment, what was paid and its reference. */
function PaymentResultView({ result }: { result: PaymentResult }) {
  const { paymentTransactionStatus: made, paidAmount, fee, reference } = result;
  if (made === 'MADE') {
    return (
      <Stack gap="4">
        <Message tone="success" title="Payment received">
          {paidAmount === null
            ? 'Thank you, we’ve received your payment.'
            : `Thank you, we’ve received your payment of ${formatNzd(paidAmount)}.`}{' '}
          It’s in your transactions now.
        </Message>
        <DescriptionList>
          <Entry term="Amount paid" value={money(paidAmount)} />
          <Entry term="Card fee" value={money(fee)} />
          <Entry term="Reference" value={reference} />
        </DescriptionList>
      </Stack>
    );
  }
  const message = paymentResultMessages[made];
  const tone: BannerTone = made === 'FAILED' ? 'danger' : made === 'ERROR' ? 'warning' : 'info';
  return (
    <Stack gap="4">
      <Message tone={tone} title={message.title}>
        {message.detail}
      </Message>
      {reference && (
        <DescriptionList>
          <Entry term="Reference" value={reference} />
        </DescriptionList>
      )}
    </Stack>
  );
}

/** The card fee for the amount typed, and what the card is charged in all (spec 1 §3 cardPayment rate). */
function FeeSummary({ amount, rate }: { amount: number | null; rate: number }) {
  return (
    <Stack gap="2">
      <Text size="sm" tone="muted">
        A card fee of {rate}% of the amount is added to card payments, rounded to the nearest cent.
      </Text>
      {amount !== null && (
        <DescriptionList aria-label="What your card is charged">
          <DescriptionTerm>Amount</DescriptionTerm>
          <DescriptionDetails>{formatNzd(amount)}</DescriptionDetails>
          <DescriptionTerm>Card fee ({rate}%)</DescriptionTerm>
          <DescriptionDetails>{formatNzd(cardFeeOf(amount, rate))}</DescriptionDetails>
          <DescriptionTerm>Total charged to your card</DescriptionTerm>
          <DescriptionDetails>{formatNzd(totalChargedOf(amount, rate))}</DescriptionDetails>
        </DescriptionList>
      )}
    </Stack>
  );
}

/**
 * The one-off card payment dialog (spec 1 §3 cardPayment, §4 payment states): the amount, editable and checked, the
 * card fee before paying, the saved card or another one, and the payment's result. Always one form, so Enter and the
 * primary button do the step shown: pay, then 'Done' or 'Try again'.
 */
export function CardPaymentView({
  isOpen,
  returnFocusRef,
  onOpenChange,
  load,
  onRetry,
  amountText,
  onAmountTextChange,
  payment,
  refusal: refusalStatus,
  cardReturn,
  onPay,
  onTryAgain,
  showAmountMessage = false,
}: CardPaymentViewProps) {
  const [isTouched, setTouched] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const [payWithChoice, setPayWith] = useState<PayWith | null>(null);
  const amountField = useRef<HTMLInputElement | null>(null);
  // The amount is the first thing to do, so it takes focus whenever the form appears in the open dialog: on opening
  // (from 'Pay now' here or on the dashboard, the address's ?pay=now), or once the fee has loaded, or after 'Try
  // again', whose button goes. Focused as it mounts, so the dialog's own first focus (its close button) finds focus
  // inside already and leaves it there.
  const keepAmountField = useCallback(
    (input: HTMLInputElement | null) => {
      amountField.current = input;
      if (input && isOpen) input.focus();
    },
    [isOpen],
  );
  const result = resultOf(payment, cardReturn);
  const mode = modeOf(payment, cardReturn, result, load);
  const ready = load.status === 'ready' ? load.data : null;
  const savedCard = ready?.savedCard ?? null;
  const payWith: PayWith = savedCard ? (payWithChoice ?? 'savedCard') : 'anotherCard';
  const check = ready ? validatePaymentAmount(amountText, ready.fee.maximumAmount) : null;
  // spec 1 §3 cardPayment rate: the button names what the card is charged, the card fee included, not the amount
  // alone.
  const totalCharged = ready && check?.isValid ? totalChargedOf(check.amount, ready.fee.rate) : null;
  const isPaying = payment.status === 'pending';
  const refusal = refusalStatus ? paymentRefusalMessage(refusalStatus, payment.error) : null;
  const showMessage = (isTouched || isSubmitted || showAmountMessage) && check?.isValid === false;

  const openChange = (open: boolean) => {
    if (!open) {
      setTouched(false);
      setSubmitted(false);
    }
    onOpenChange(open);
  };

  const submit = () => {
    if (mode === 'result') {
      if (result?.paymentTransactionStatus === 'MADE') openChange(false);
      else onTryAgain();
      return;
    }
    if (mode !== 'form' || !check) return;
    setSubmitted(true);
    if (!check.isValid) {
      amountField.current?.focus();
      return;
    }
    onPay({ amount: check.amount, withToken: payWith === 'savedCard' });
  };

  const cancel = (
    <DialogClose asChild>
      <Button variant="secondary">Cancel</Button>
    </DialogClose>
  );
  const footers: Record<typeof mode, ReactNode> = {
    loading: cancel,
    error: cancel,
    form: (
      <>
        {cancel}
        <Button type="submit" isPending={isPaying}>
          {totalCharged === null ? 'Pay now' : `Pay ${formatNzd(totalCharged)}`}
        </Button>
      </>
    ),
    result:
      result?.paymentTransactionStatus === 'MADE' ? (
        <Button type="submit">Done</Button>
      ) : (
        <>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          <Button type="submit">Try again</Button>
        </>
      ),
    checking: null,
    redirecting: null,
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={openChange}
      returnFocusRef={returnFocusRef}
      title="Pay by card"
      size="md"
      closeOnOutsidePress={false}
      onSubmit={submit}
      footer={footers[mode]}
    >
      {mode === 'loading' && (
        <Stack gap="3">
          <VisuallyHidden role="status">Loading the card fee and your balance</VisuallyHidden>
          <Skeleton variant="text" lines={2} />
          <Skeleton variant="block" height="sm" />
        </Stack>
      )}
      {load.status === 'error' && mode === 'error' && (
        <ErrorBox
          detail={load.detail ?? 'We couldn’t load the card fee and your balance. Please try again.'}
          onRetry={onRetry}
        />
      )}
      {mode === 'checking' && (
        <Inline gap="3" align="center" role="status">
          <Spinner />
          <Text as="span">Checking your payment…</Text>
        </Inline>
      )}
      {mode === 'redirecting' && (
        <Inline gap="3" align="center" role="status">
          <Spinner />
          <Text as="span">Taking you to our secure card page…</Text>
        </Inline>
      )}
      {mode === 'result' && result && <PaymentResultView result={result} />}
      {mode === 'form' && ready && check && (
        <Stack gap="5">
          {refusal && (
            <Message tone="danger" title={refusal.title}>
              {refusal.detail}
            </Message>
          )}
          <TextField
            ref={keepAmountField}
            label="Amount to pay"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={onAmountTextChange}
            onBlur={() => setTouched(true)}
            isReadOnly={isPaying}
            isInvalid={showMessage}
            errorMessage={check.isValid ? undefined : check.message}
            description={`Your total balance is ${formatNzd(ready.fee.amountToPay)}. You can pay up to ${formatNzd(ready.fee.maximumAmount)}.`}
          />
          {savedCard ? (
            <RadioGroup
              label="How would you like to pay?"
              value={payWith}
              onChange={(value) => setPayWith(value as PayWith)}
              isDisabled={isPaying}
            >
              <Radio value="savedCard">Pay with saved card ending {savedCard.last4}</Radio>
              <Radio value="anotherCard">Use another card</Radio>
            </RadioGroup>
          ) : null}
          {payWith === 'anotherCard' && (
            <Text size="sm">You’ll enter your card details on our secure card page, then come back here.</Text>
          )}
          <FeeSummary amount={check.isValid ? check.amount : null} rate={ready.fee.rate} />
        </Stack>
      )}
    </Dialog>
  );
}
