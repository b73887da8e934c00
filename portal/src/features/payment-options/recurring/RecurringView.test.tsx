import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDLE_MUTATION } from '../../../core/data/mutation.js';
import { demoNoRecurringPayment, demoRecurringOptions } from '../demo-payment-options.js';
import { RecurringView } from './RecurringView.js';

const noop = () => undefined;

function renderSection(props: { onSetupIntent: () => void; isSetupShown?: boolean }) {
  return renderInBrand(
    <RecurringView
      load={{ status: 'ready', data: demoNoRecurringPayment }}
      onRetry={noop}
      options={demoRecurringOptions}
      cancel={IDLE_MUTATION}
      isConfirmOpen={false}
      onConfirmOpenChange={noop}
      onCancel={noop}
      isDirectDebitSetUp={false}
      isRecurringCardUpdated={false}
      isSetupShown={props.isSetupShown ?? false}
      onOpenSetup={noop}
      onSetupIntent={props.onSetupIntent}
      setup={<p>The setup</p>}
    />,
  );
}

describe('RecurringView', () => {
  it('asks for the setup’s code as a pointer rests on, or focus reaches, Set up automatic payments', async () => {
    const onSetupIntent = vi.fn();
    renderSection({ onSetupIntent });
    const button = screen.getByRole('button', { name: 'Set up automatic payments' });
    await userEvent.hover(button);
    expect(onSetupIntent).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(onSetupIntent).toHaveBeenCalledTimes(2);
  });

  it('shows the setup under its heading once open', () => {
    renderSection({ onSetupIntent: noop, isSetupShown: true });
    expect(screen.getByRole('heading', { level: 3, name: 'Set up automatic payments' })).toBeVisible();
    expect(screen.getByText('The setup')).toBeVisible();
  });
});
