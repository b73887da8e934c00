import type { SavedCard } from '@harakeke/contract';
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
import type { CardPaymentFee, CardPaymentState } from './atoms.js';
import {
  cardFeeOf,
  paymentRefusalMessage,
  paymentResultMessages,
  totalChargedOf,
  validatePaymentAmount,
  type PaymentRefusal,
  type PaymentStatus,
} from './rules.js';

/** What the form needs before it can show: the fee and amounts, and the saved card. */
export type CardPaymentFormLoad =
  | { status: 'loading' }
  | { status: 'error'; detail?: string }
  | { status: 'ready'; fee: CardPaymentFee; savedCard: SavedCard | null };

export interface CardPaymentViewProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Where focus goes when the dialog closes and what opened it is gone, or nothing did (a return from the card page). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (isOpen: boolean) => void;
  /** The fee, amounts and saved card the form is built from. */
  form: CardPaymentFormLoad;
  /** The amount field's text; what the customer typed, or the amount to pay until they type. */
  amountText: string;
  /** Called with the amount field's text on every edit. */
  onAmountTextChange: (text: string) => void;
  /** Where the payment stands (spec 1 §4 payment status set and payment made states). */
  payment: CardPaymentState;
  /** Called with a valid amount and the card to pay with. */
  onPay: (payment: { amount: number; withToken: boolean }) => void;
  /** Loads the fee again after it failed. */
  onRetryLoad: () => void;
  /** Back to the form after a payment that paid nothing. */
  onTryAgain: () => void;
  /** Shows the amount's message from the start, as after a submit (an example of an invalid amount). */
  showAmountMessage?: boolean;
}

type PayWith = 'savedCard' | 'anotherCard';

const refusals: readonly PaymentStatus[] = [
  'ERROR',
  'INVALID',
  'PAYMENT_REQUIRED',
  'IN_USE',
  'ACCOUNT_ERROR',
  'DATA_FAIL',
  'NOT_FOUND',
] satisfies PaymentRefusal[];
const isRefusal = (status: PaymentStatus): status is PaymentRefusal => refusals.includes(status);

/** What the dialog shows, by where the payment stands. */
function modeOf(payment: CardPaymentState, form: CardPaymentFormLoad) {
  if (payment.redirectUrl) return 'redirecting' as const;
  if (payment.isReadingReturn) return 'checking' as const;
  if (payment.paymentTransactionStatus !== 'none') return 'result' as const;
  return form.status === 'ready' ? ('form' as const) : form.status;
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
function PaymentResultView({ payment }: { payment: CardPaymentState }) {
  const { paymentTransactionStatus: made, paidAmount, fee, reference } = payment;
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
  if (made === 'none') return null;
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
  form,
  amountText,
  onAmountTextChange,
  payment,
  onPay,
  onRetryLoad,
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
  const mode = modeOf(payment, form);
  const ready = form.status === 'ready' ? form : null;
  const savedCard = ready?.savedCard ?? null;
  const payWith: PayWith = savedCard ? (payWithChoice ?? 'savedCard') : 'anotherCard';
  const check = ready ? validatePaymentAmount(amountText, ready.fee.maximumAmount) : null;
  // spec 1 §3 cardPayment rate: the button names what the card is charged, the card fee included, not the amount
  // alone.
  const totalCharged = ready && check?.isValid ? totalChargedOf(check.amount, ready.fee.rate) : null;
  const isPaying = payment.processPaymentStatus === 'LOADING' && !payment.isReadingReturn;
  const refusal = isRefusal(payment.processPaymentStatus)
    ? paymentRefusalMessage(payment.processPaymentStatus, payment.problem)
    : null;
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
      if (payment.paymentTransactionStatus === 'MADE') openChange(false);
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
      payment.paymentTransactionStatus === 'MADE' ? (
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
      {form.status === 'error' && mode === 'error' && (
        <ErrorBox
          detail={form.detail ?? 'We couldn’t load the card fee and your balance. Please try again.'}
          onRetry={onRetryLoad}
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
      {mode === 'result' && <PaymentResultView payment={payment} />}
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
