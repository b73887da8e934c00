import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { forecastExamples as examples } from './Forecast.examples.js';
import { ForecastView } from './ForecastView.js';

const meta = { title: 'Portal/Usage/Forecast', component: ForecastView } satisfies Meta<typeof ForecastView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Dollars: Story = storyOf(examples.Dollars);
export const Kwh: Story = storyOf(examples.Kwh);
export const FirstPeriod: Story = storyOf(examples.FirstPeriod);
export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const NoElectricity: Story = storyOf(examples.NoElectricity);
export const Error: Story = storyOf(examples.Error);
