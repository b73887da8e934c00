import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.js';

const greetingModule = () => Promise.resolve({ Greeting: () => <p>Kia ora</p> });

function renderInSuspense(
  Greeting: ReturnType<typeof lazyScreen<Awaited<ReturnType<typeof greetingModule>>, 'Greeting'>>,
) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Greeting />
    </Suspense>,
  );
}

describe('lazyScreen', () => {
  it('shows the fallback until the code arrives', async () => {
    const Greeting = lazyScreen(greetingModule, 'Greeting');
    renderInSuspense(Greeting);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Kia ora')).toBeInTheDocument();
  });

  it('renders code fetched ahead in the same commit, with no frame of fallback', async () => {
    const Greeting = lazyScreen(greetingModule, 'Greeting');
    await Greeting.preload();
    renderInSuspense(Greeting);
    expect(screen.getByText('Kia ora')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
