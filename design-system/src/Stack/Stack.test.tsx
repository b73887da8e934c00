import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Inline } from '../Inline/Inline.js';
import { InlineText } from '../InlineText/InlineText.js';
import { renderInBrand } from '../test/render.js';
import { Stack } from './Stack.js';
import { stackExamples as examples } from './Stack.examples.js';

// jsdom applies no Stitches styles it cannot resolve, so these tests check what a caller relies on: the element,
// its semantics, its ref and class; the pixels are the visual suite's.
describe('Stack, Inline and InlineText', () => {
  it('keep a list a list', () => {
    renderInBrand(examples.List.render());
    expect(screen.getByRole('list', { name: 'Supplies' }).tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('render the element asked for, with the caller’s attributes, ref and class', () => {
    const stack = createRef<HTMLElement>();
    const inline = createRef<HTMLElement>();
    const text = createRef<HTMLElement>();
    renderInBrand(
      <Stack ref={stack} as="section" gap="3" className="notices" aria-label="Notices">
        <Inline ref={inline} as="p" gap="2" className="row" data-state="ready">
          <InlineText ref={text} as="span" tone="muted" className="words">
            Showing now
          </InlineText>
        </Inline>
      </Stack>,
    );
    expect(screen.getByRole('region', { name: 'Notices' })).toBe(stack.current);
    expect(stack.current).toHaveClass('notices');
    expect(inline.current?.tagName).toBe('P');
    expect(inline.current).toHaveAttribute('data-state', 'ready');
    expect(inline.current).toHaveClass('row');
    expect(text.current).toHaveTextContent('Showing now');
    expect(text.current).toHaveClass('words');
  });

  it('give different styles to different token props', () => {
    renderInBrand(
      <>
        <Stack gap="1">a</Stack>
        <Stack gap="5">b</Stack>
      </>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
  });
});
