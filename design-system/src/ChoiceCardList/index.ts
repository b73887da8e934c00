export { ChoiceCard, ChoiceCardGroup, ChoiceCardList } from './ChoiceCardList.js';
export type { ChoiceCardGroupProps, ChoiceCardListProps, ChoiceCardProps } from './ChoiceCardList.js';
