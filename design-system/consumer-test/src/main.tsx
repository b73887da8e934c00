// Another retailer's site, as scripts/consumer-test.mjs builds it: it knows the design system only as the packed
// tarball, imported by its public name, and renders a Button and a Dialog in the second brand, and a due date
// through the calendar it re-exports.
import '@harakeke/design-system/fonts.css';
import { BrandProvider, Button, Dialog, formatDate } from '@harakeke/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <BrandProvider brand="fernlight">
      <main>
        <h1>Consumer app</h1>
        <p>Due {formatDate('2026-04-04T12:30:00Z', 'DD MMM YYYY')}</p>
        <Button>Pay now</Button>
        <Dialog
          trigger={<Button variant="secondary">Extend due date</Button>}
          title="Extend your due date"
          description="We can move the due date of your current bill out by 14 days."
        >
          <p>There is no fee.</p>
        </Dialog>
      </main>
    </BrandProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
