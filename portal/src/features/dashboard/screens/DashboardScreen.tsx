import { Card, formatNzd, Heading, Text, styled } from '@harakeke/design-system';
import { useAtomValue } from 'jotai';
import { billingAccountsAtom } from '../../../app/user-details/atoms.js';

const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$medium' },
});

/** /account/dashboard: greets the customer by first name and shows the selected account. */
export function DashboardScreen() {
  const { data } = useAtomValue(billingAccountsAtom);
  if (!data) return null;
  const account = data.selectedBillingAccount;
  return (
    <>
      <Heading level={1}>Kia ora, {data.contact.firstName}</Heading>
      {account ? (
        <Card labelledBy="selected-account-heading">
          <Heading level={2} size="md" id="selected-account-heading">
            Your account
          </Heading>
          <Facts>
            <dt>Address</dt>
            <dd>{account.fullAddress}</dd>
            <dt>Customer number</dt>
            <dd>{account.customerNumber}</dd>
            <dt>Balance</dt>
            <dd>{formatNzd(account.balance.totalBalance)}</dd>
          </Facts>
        </Card>
      ) : (
        <Text tone="muted">There are no billing accounts on this login yet.</Text>
      )}
    </>
  );
}
