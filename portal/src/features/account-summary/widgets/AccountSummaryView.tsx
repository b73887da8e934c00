import type { AccountSummaryWidget } from '@harakeke/contract';
import { DescriptionDetails, DescriptionList, DescriptionTerm, LoadFrame, Stack } from '@harakeke/design-system';
import { WIDGET_ERROR_DETAIL, type WidgetViewProps } from '../../../core/widgets/widget-state.js';

export const ACCOUNT_SUMMARY_TITLE = 'Your account';

/** spec 2 §3 service types, as the customer reads them. */
export const supplyTypeLabel: Record<AccountSummaryWidget['supplies'][number]['supplyType'], string> = {
  electricity: 'Electricity',
  naturalGas: 'Natural gas',
  lpg: 'Bottled gas (LPG)',
};

export type AccountSummaryViewProps = WidgetViewProps<AccountSummaryWidget>;

/**
 * spec 1 §2 account summary: the customer number, the selected site (its nickname and address), what it is
 * supplied with on which plan, and the buying group's name when the account belongs to one.
 */
export function AccountSummaryView({ load, onRetry, headingLevel = 2 }: AccountSummaryViewProps) {
  return (
    <LoadFrame
      title={ACCOUNT_SUMMARY_TITLE}
      headingLevel={headingLevel}
      load={load}
      loadingText="Loading your account"
      errorDetail={WIDGET_ERROR_DETAIL}
      onRetry={onRetry}
      emptyMessage="There’s no account selected on this login yet."
    >
      {(data) => (
        <DescriptionList>
          <DescriptionTerm>Customer number</DescriptionTerm>
          <DescriptionDetails>{data.customerNumber}</DescriptionDetails>
          {data.isBuyingGroup && (
            <>
              <DescriptionTerm>Buying group</DescriptionTerm>
              <DescriptionDetails>{data.buyingGroupName}</DescriptionDetails>
            </>
          )}
          <DescriptionTerm>Property</DescriptionTerm>
          <DescriptionDetails>
            {data.site ? (
              data.site.nickname ? (
                <>
                  {data.site.nickname}
                  <br />
                  {data.site.address}
                </>
              ) : (
                data.site.address
              )
            ) : (
              'No property selected'
            )}
          </DescriptionDetails>
          <DescriptionTerm>Supplies</DescriptionTerm>
          <DescriptionDetails>
            {data.supplies.length > 0 ? (
              <Stack as="ul" gap="1">
                {data.supplies.map((supply) => (
                  <li key={`${supply.supplyType}-${supply.planName}`}>
                    {supplyTypeLabel[supply.supplyType]}: {supply.planName}
                  </li>
                ))}
              </Stack>
            ) : (
              'None at this property'
            )}
          </DescriptionDetails>
        </DescriptionList>
      )}
    </LoadFrame>
  );
}
