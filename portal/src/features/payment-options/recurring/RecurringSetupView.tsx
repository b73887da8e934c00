import type { ResponseOf, getRecurringOptions } from '@harakeke/contract';
import { Button, Checkbox, ErrorBox, formatNzd, Radio, RadioGroup, Stack, Text } from '@harakeke/design-system';
import type { ReactNode } from 'react';
import type { CardFlowError, CreditCardFormState, RecurringPaymentType } from '../atoms.js';
import { cardFlowErrorText } from '../card-text.js';

type RecurringOptions = ResponseOf<typeof getRecurringOptions>;

/** spec 1 §2: the payment types' names. */
const paymentTypeNames: Record<RecurringPaymentType, string> = {
  directDebit: 'Direct debit',
  creditCard: 'Credit card',
};

/** A payment type's name with its discount, from the autopay options: 'Direct debit ($2.00 off each bill)'. */
export function paymentTypeLabel(type: RecurringPaymentType, options: RecurringOptions | null): string {
  const discount = options?.options.find((option) => option.paymentMethod === type)?.discount ?? 0;
  return discount > 0 ? `${paymentTypeNames[type]} (${formatNzd(discount)} off each bill)` : paymentTypeNames[type];
}

export interface RecurringSetupViewProps {
  /** spec 1 §2 autopay options, for each type's discount; null while they load or when they failed. */
  options: RecurringOptions | null;
  /** spec 1 §3 form.selectedPaymentType: direct debit by default. */
  selectedPaymentType: RecurringPaymentType;
  onPaymentTypeChange: (type: RecurringPaymentType) => void;
  /** The form of the selected type: the direct debit form, or the credit card form. */
  children: ReactNode;
  /** Closes the setup without setting anything up (what was typed stays for next time). */
  onCancel?: () => void;
}

/**
 * spec 1 §2: choosing how the bills are paid automatically, and that type's form under the choice; under the heading
 * 'Set up automatic payments', which the section draws (RecurringView) while this part's code loads.
 */
export function RecurringSetupView({
  options,
  selectedPaymentType,
  onPaymentTypeChange,
  children,
  onCancel,
}: RecurringSetupViewProps) {
  return (
    <Stack gap="5">
      <RadioGroup
        label="Payment type"
        value={selectedPaymentType}
        onChange={(value) => onPaymentTypeChange(value === 'creditCard' ? 'creditCard' : 'directDebit')}
      >
        <Radio value="directDebit">{paymentTypeLabel('directDebit', options)}</Radio>
        <Radio value="creditCard">{paymentTypeLabel('creditCard', options)}</Radio>
      </RadioGroup>
      {children}
      {onCancel && (
        <div>
          <Button variant="secondary" onClick={onCancel}>
            Not now
          </Button>
        </div>
      )}
    </Stack>
  );
}

export interface CreditCardFormViewProps {
  /** spec 1 §3 creditCardForm: the two ticks and whether each was touched. */
  form: CreditCardFormState;
  onChange: (tick: 'creditCardTsAndCs' | 'creditCardFeeAccept', isSelected: boolean) => void;
  /** The card page's card fee rate in percent, e.g. 1.5, when known. */
  feeRate: number | null;
  /** The recurring error (spec 1 §8): the card page failed, was declined, or cancelled. */
  error: CardFlowError | null;
  /** The browser is on its way to the card page. */
  isLeaving: boolean;
  /** Goes to the card page (or, without both ticks, shows their messages). */
  onContinue: () => void;
}

/** spec 1 §5: each tick's message while it is touched and not ticked. */
const creditCardMessages = {
  creditCardTsAndCs: 'You must read and agree to the Terms and Conditions.',
  creditCardFeeAccept: 'You must accept the card fee.',
} as const;

/**
 * spec 1 §3 and §5 credit card form: both ticks must be given before continuing to the card page, and the boxes say
 * so once touched.
 */
export function CreditCardFormView({ form, onChange, feeRate, error, isLeaving, onContinue }: CreditCardFormViewProps) {
  const tick = (name: 'creditCardTsAndCs' | 'creditCardFeeAccept', label: string) => {
    const isInvalid = form.touched[name] && !form[name];
    return (
      <Checkbox
        name={name}
        isRequired
        isSelected={form[name]}
        onChange={(isSelected) => onChange(name, isSelected)}
        isInvalid={isInvalid}
        errorMessage={isInvalid ? creditCardMessages[name] : undefined}
      >
        {label}
      </Checkbox>
    );
  };
  const fee = feeRate === null ? 'a card fee' : `a card fee of ${feeRate}%`;
  const errorText = error ? cardFlowErrorText(error, 'recurring') : null;
  return (
    <Stack gap="4">
      {errorText && <ErrorBox title={errorText.title} detail={errorText.detail} />}
      <Text>
        You’ll enter your card on our card provider’s secure page. The card is saved and charged for each bill on its
        due date, with {fee} on each payment.
      </Text>
      {tick('creditCardTsAndCs', 'I have read and agree to the card payment Terms and Conditions.')}
      {tick('creditCardFeeAccept', `I accept ${fee} on each payment.`)}
      <div>
        <Button onClick={onContinue} isPending={isLeaving}>
          Continue to card details
        </Button>
      </div>
    </Stack>
  );
}
