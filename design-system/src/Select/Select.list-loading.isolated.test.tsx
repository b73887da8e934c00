import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';

// The open list's code (SelectPopover) is fetched when a select first opens. Here that fetch never ends, or fails,
// which the module registry of this file alone stands in for (hence *.isolated).
async function bankPickerWithList(listModule: () => Promise<never>) {
  vi.resetModules();
  vi.doMock('./SelectPopover.js', listModule);
  const { LIST_FAILED_TEXT, Select, SelectItem } = await import('./Select.js');
  renderInBrand(
    <Select label="Bank" placeholder="Select your bank">
      <SelectItem key="anz">ANZ</SelectItem>
      <SelectItem key="asb">ASB</SelectItem>
    </Select>,
  );
  return { trigger: screen.getByRole('button', { name: /Bank/, hidden: true }), LIST_FAILED_TEXT };
}

afterEach(() => {
  vi.doUnmock('./SelectPopover.js');
});

it('closes with Escape, or as focus leaves, while its list is still loading', async () => {
  const { trigger } = await bankPickerWithList(() => new Promise(() => undefined));
  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{Escape}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await userEvent.tab();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

it('closes and says so when its list cannot load, leaving the field as it was', async () => {
  const { trigger, LIST_FAILED_TEXT } = await bankPickerWithList(() => Promise.reject(new Error('The chunk is gone.')));
  await userEvent.click(trigger);
  expect(await screen.findByRole('alert')).toHaveTextContent(LIST_FAILED_TEXT);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveTextContent('Select your bank');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});
