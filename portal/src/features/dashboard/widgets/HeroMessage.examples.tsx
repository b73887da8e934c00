import { defineExamples } from '@harakeke/design-system';
import { demoHero } from '../../../test-support/widget-fixtures.js';
import { HeroMessageView } from './HeroMessageView.js';

const retry = () => undefined;

export const heroMessageExamples = defineExamples({
  Ready: {
    description: 'The greeting, the message of the moment and its action.',
    render: () => <HeroMessageView load={{ status: 'ready', data: demoHero }} />,
  },
  Overdue: {
    description: 'Something overdue: the action opens the card payment on the Bills tab, as the server links it.',
    render: () => (
      <HeroMessageView
        load={{
          status: 'ready',
          data: {
            title: 'Payment overdue',
            message: '$62.10 of your balance is overdue. Paying it now keeps your account in good standing.',
            action: { label: 'Pay now', href: '/account/bill?pay=now' },
          },
        }}
      />
    ),
  },
  WithoutAction: {
    description: 'A message without an action, or one whose link is not a portal path or https address.',
    render: () => (
      <HeroMessageView
        load={{
          status: 'ready',
          data: { title: 'Kia ora Mere', message: 'You’re all paid up. Thanks!', action: null },
        }}
      />
    ),
  },
  Loading: { render: () => <HeroMessageView load={{ status: 'loading' }} /> },
  Error: { render: () => <HeroMessageView load={{ status: 'error' }} onRetry={retry} /> },
  Empty: { render: () => <HeroMessageView load={{ status: 'empty' }} /> },
});
