import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { Skeleton } from './Skeleton.js';

const Frame = styled('div', { display: 'grid', gap: '$4', maxWidth: '$dialog' });
const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$3' });

export const skeletonExamples = defineExamples({
  Text: {
    description: 'Three lines of text loading; the last is shorter.',
    render: () => <Skeleton variant="text" />,
  },
  SingleLine: { render: () => <Skeleton variant="text" lines={1} /> },
  TextSample: {
    description:
      'A paragraph loading, drawn from a sample as long as the paragraph: it wraps as the paragraph will, so a narrow ' +
      'screen gets more lines and nothing moves when the words arrive.',
    render: () => (
      <Frame>
        <Skeleton
          variant="text"
          sample="Your bills aren’t paid automatically. Pay by direct debit or card and save up to $0.00 on each bill."
        />
      </Frame>
    ),
  },
  Block: {
    description: 'A chart or image loading. Heights `sm`, `md` (default) and `lg`; `button` stands in for a Button.',
    render: () => (
      <Frame>
        <Skeleton variant="block" height="button" />
        <Skeleton variant="block" height="sm" />
        <Skeleton variant="block" />
        <Skeleton variant="block" height="lg" />
      </Frame>
    ),
  },
  Circle: {
    render: () => (
      <Row>
        <Skeleton variant="circle" size="sm" />
        <Skeleton variant="circle" />
        <Skeleton variant="circle" size="lg" />
      </Row>
    ),
  },
  WithLoadingStatus: {
    description:
      'Skeletons are aria-hidden. The container tells screen readers what is loading with a status holding ' +
      'visually hidden text, e.g. `<div role="status"><VisuallyHidden>Loading your account</VisuallyHidden></div>`; ' +
      'keep that status element mounted and change its text, so the change is announced.',
    render: () => (
      <Frame>
        <div role="status">
          <VisuallyHidden>Loading your account</VisuallyHidden>
        </div>
        <Row>
          <Skeleton variant="circle" />
          <Skeleton variant="text" lines={2} />
        </Row>
        <Skeleton variant="block" />
      </Frame>
    ),
  },
});
