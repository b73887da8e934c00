export { DescriptionDetails, DescriptionList, DescriptionTerm } from './DescriptionList.js';
export type { DescriptionDetailsProps, DescriptionListProps, DescriptionTermProps } from './DescriptionList.js';
