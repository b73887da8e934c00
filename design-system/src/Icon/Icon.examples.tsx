import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { Icon, iconNames } from './Icon.js';

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$sm',
});

const Cell = styled('li', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$2',
  padding: '$3',
  border: '$borderWidths$thin solid $divider',
  borderRadius: '$md',
  overflowWrap: 'anywhere',
  textAlign: 'center',
});

const Row = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  fontFamily: '$body',
  variants: {
    tone: { text: { color: '$text' }, danger: { color: '$danger' }, primary: { color: '$primary' } },
  },
  defaultVariants: { tone: 'text' },
});

export const iconExamples = defineExamples({
  Gallery: {
    description: 'Every icon at the default size, with its name. All are decorative here: the name beside says it.',
    render: () => (
      <Grid>
        {iconNames.map((name) => (
          <Cell key={name}>
            <Icon name={name} />
            <span>{name}</span>
          </Cell>
        ))}
      </Grid>
    ),
  },
  Small: {
    description: 'The `sm` size (`$iconSm`), for icons inside small controls and dense text.',
    render: () => (
      <Grid>
        {iconNames.map((name) => (
          <Cell key={name}>
            <Icon name={name} size="sm" />
            <span>{name}</span>
          </Cell>
        ))}
      </Grid>
    ),
  },
  Labelled: {
    description: 'With a `label` the icon is an image named by it, for when no text beside it says what it means.',
    render: () => (
      <Row>
        <Icon name="bolt" label="Electricity" />
        <Icon name="flame" label="Natural gas" />
        <Icon name="bottle" label="Bottled gas (LPG)" />
      </Row>
    ),
  },
  InheritsColour: {
    description: 'Icons draw in `currentColor`, so they follow the text colour around them.',
    render: () => (
      <>
        <Row tone="danger">
          <Icon name="error" />
          Your payment didn’t go through.
        </Row>
        <Row tone="primary">
          <Icon name="leaf" />
          You used 12% less than last month.
        </Row>
      </>
    ),
  },
  CreditApplied: {
    description:
      'spec 1 §2: the credit-applied bullet marks days with a loyalty-currency credit; labelled where it stands alone.',
    render: () => (
      <Row>
        <Icon name="credit-applied" label="Credit applied" />
        <span>Tue 14 May 2024</span>
      </Row>
    ),
  },
});
