import { VisuallyHidden } from 'react-aria';
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
  Block: {
    description: 'A chart or image loading. Heights `sm`, `md` (default) and `lg`.',
    render: () => (
      <Frame>
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
