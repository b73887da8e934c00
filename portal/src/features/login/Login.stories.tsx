import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginExamples as examples } from './Login.examples.js';
import { LoginView } from './LoginView.js';

const meta = { title: 'Portal/Login', component: LoginView } satisfies Meta<typeof LoginView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Default: Story = storyOf(examples.Default);
export const SignInFailed: Story = storyOf(examples.SignInFailed);
export const LinkExpired: Story = storyOf(examples.LinkExpired);
export const SessionEnded: Story = storyOf(examples.SessionEnded);
export const StartFailed: Story = storyOf(examples.StartFailed);
export const Redirecting: Story = storyOf(examples.Redirecting);
