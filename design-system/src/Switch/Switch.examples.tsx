import { defineExamples } from '../examples.js';
import { Switch } from './Switch.js';

export const switchExamples = defineExamples({
  Off: { render: () => <Switch>Send my bills by email</Switch> },
  On: {
    description: 'On differs from off by the thumb’s place and shape and the word On, not by colour alone.',
    render: () => <Switch defaultSelected>Send my bills by email</Switch>,
  },
  WithDescription: {
    render: () => (
      <Switch description="Offers and news from us, about once a month." defaultSelected>
        Send me promotions by email
      </Switch>
    ),
  },
  Disabled: { render: () => <Switch isDisabled>Send my bills by email</Switch> },
  ReadOnly: {
    description:
      'While its change is being saved: it keeps focus and says it is read-only, and refuses flips (not disabled, which would drop focus to the page).',
    render: () => (
      <Switch isReadOnly defaultSelected>
        Send my bills by email
      </Switch>
    ),
  },
  DisabledOn: {
    render: () => (
      <Switch isDisabled defaultSelected>
        Send my bills by email
      </Switch>
    ),
  },
});
