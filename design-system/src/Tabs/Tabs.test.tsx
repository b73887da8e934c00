import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs.js';
import { tabsExamples } from './Tabs.examples.js';

function renderBillTabs(props: Omit<TabsProps, 'children'> = { defaultValue: 'summary' }) {
  return renderInBrand(
    <Tabs {...props}>
      <TabList label="Bill sections">
        <Tab value="summary">Summary</Tab>
        <Tab value="transactions">Transactions</Tab>
        <Tab value="payments">Payments</Tab>
      </TabList>
      <TabPanel value="summary">Summary panel</TabPanel>
      <TabPanel value="transactions">Transactions panel</TabPanel>
      <TabPanel value="payments">Payments panel</TabPanel>
    </Tabs>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the selected tab and its labelled panel', () => {
    renderBillTabs();
    expect(screen.getByRole('tablist', { name: 'Bill sections' })).toBeInTheDocument();
    expect(tab('Summary')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Summary')).toHaveAttribute('data-state', 'active');
    expect(tab('Payments')).toHaveAttribute('data-state', 'inactive');
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toHaveTextContent('Summary panel');
    expect(screen.queryByText('Payments panel')).not.toBeInTheDocument();
  });

  it('selects a tab on click', async () => {
    renderBillTabs();
    await userEvent.click(tab('Payments'));
    expect(tab('Payments')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Payments' })).toHaveTextContent('Payments panel');
  });

  it('tells when a pointer rests on a tab or focus reaches it, before it is chosen, and still selects it', async () => {
    const onIntent = vi.fn();
    renderInBrand(
      <Tabs defaultValue="summary" activationMode="manual">
        <TabList label="Bill sections">
          <Tab value="summary">Summary</Tab>
          <Tab value="transactions" onPointerEnter={onIntent} onFocus={onIntent}>
            Transactions
          </Tab>
        </TabList>
        <TabPanel value="summary">Summary panel</TabPanel>
        <TabPanel value="transactions">Transactions panel</TabPanel>
      </Tabs>,
    );
    await userEvent.hover(tab('Transactions'));
    expect(onIntent).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Transactions')).toHaveFocus();
    expect(onIntent).toHaveBeenCalledTimes(2);
    expect(tab('Transactions')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    expect(tab('Transactions')).toHaveAttribute('aria-selected', 'true');
  });

  describe('keyboard', () => {
    it('enters the tab list on the selected tab, then Tab moves to the panel', async () => {
      renderBillTabs({ defaultValue: 'transactions' });
      await userEvent.tab();
      expect(tab('Transactions')).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('tabpanel', { name: 'Transactions' })).toHaveFocus();
    });

    it('moves and selects with the arrow keys, wrapping at the ends', async () => {
      renderBillTabs();
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      expect(tab('Transactions')).toHaveFocus();
      expect(tab('Transactions')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      expect(tab('Summary')).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(tab('Payments')).toHaveFocus();
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Payments panel');
    });

    it('jumps to the first and last tab with Home and End', async () => {
      renderBillTabs();
      await userEvent.tab();
      await userEvent.keyboard('{End}');
      expect(tab('Payments')).toHaveFocus();
      expect(tab('Payments')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Home}');
      expect(tab('Summary')).toHaveFocus();
      expect(tab('Summary')).toHaveAttribute('aria-selected', 'true');
    });

    it('in manual mode, arrows only move focus and Enter or Space selects', async () => {
      renderBillTabs({ defaultValue: 'summary', activationMode: 'manual' });
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      expect(tab('Transactions')).toHaveFocus();
      expect(tab('Transactions')).toHaveAttribute('aria-selected', 'false');
      await userEvent.keyboard('{Enter}');
      expect(tab('Transactions')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}[Space]');
      expect(tab('Payments')).toHaveAttribute('aria-selected', 'true');
    });

    it('skips a disabled tab', async () => {
      renderInBrand(tabsExamples.DisabledTab.render());
      await userEvent.tab();
      expect(tab('Offers')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      expect(tab('History')).toHaveFocus();
    });
  });

  describe('controlled (router-driven)', () => {
    it('shows the tab the caller says and reports the user’s choice without changing by itself', async () => {
      const onValueChange = vi.fn();
      renderBillTabs({ value: 'transactions', onValueChange });
      expect(tab('Transactions')).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(tab('Payments'));
      expect(onValueChange).toHaveBeenCalledWith('payments');
      expect(tab('Transactions')).toHaveAttribute('aria-selected', 'true');
    });

    it('follows the route in the example: choosing a tab changes the address, which selects the tab', async () => {
      renderInBrand(tabsExamples.RouterDriven.render());
      expect(screen.getByText('/account/profile/powershout/offers')).toBeInTheDocument();
      await userEvent.click(tab('History'));
      expect(screen.getByText('/account/profile/powershout/history')).toBeInTheDocument();
      expect(tab('History')).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'History' })).toBeInTheDocument();
    });
  });
});
