import { Button, ErrorBox, Spinner, styled, useBrand } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { signOut } from '../auth/session.js';
import { billingAccountsAtom, loadBillingAccountsAtom } from './user-details/atoms.js';

const Header = styled('header', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  padding: '$3 $4',
  backgroundColor: '$surface',
  boxShadow: '$card',
  borderTop: '6px solid $accent',
  '@md': { padding: '$3 $6' },
});

const BrandLink = styled(Link, {
  color: '$primary',
  fontWeight: '$bold',
  fontSize: '$lg',
  textDecoration: 'none',
});

const Main = styled('main', {
  maxWidth: '1100px',
  margin: '0 auto',
  padding: '$5 $4',
  '@md': { padding: '$6' },
});

const SkipLink = styled('a', {
  position: 'absolute',
  left: '$2',
  top: '-100px',
  padding: '$2 $3',
  backgroundColor: '$surface',
  color: '$primary',
  '&:focus': { top: '$2' },
});

/** The signed-in area: loads the customer's accounts once (spec 1 §4 start-up) and frames every tab. */
export function AccountLayout() {
  const brand = useBrand();
  const accounts = useAtomValue(billingAccountsAtom);
  const loadAccounts = useSetAtom(loadBillingAccountsAtom);

  useEffect(() => {
    void loadAccounts();
  }, [loadAccounts]);

  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <BrandLink to="/account/dashboard">{brand.name}</BrandLink>
        <Button variant="secondary" size="sm" onClick={() => void signOut(brand)}>
          Log out
        </Button>
      </Header>
      <Main id="main">
        {accounts.status === 'ERROR' && !accounts.data ? (
          <ErrorBox
            detail="We couldn't load your account details."
            onRetry={() => void loadAccounts()}
            retryLabel="Reload"
          />
        ) : !accounts.data ? (
          <Spinner label="Loading your account" />
        ) : (
          <Outlet />
        )}
      </Main>
    </>
  );
}
