import { defineExamples } from '../examples.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { Table } from './Table.js';

export const tableExamples = defineExamples({
  Transactions: {
    description: 'A caption, column headers, a row header per row and amounts lined up on the right.',
    render: () => (
      <Table caption="Transactions from 01 May 2026 to 30 Nov 2026">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" data-numeric>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">03 Nov 2026</th>
            <td>Bill for October</td>
            <td data-numeric>$184.52</td>
          </tr>
          <tr>
            <th scope="row">20 Oct 2026</th>
            <td>Payment, thank you</td>
            <td data-numeric>
              −$120.00<VisuallyHidden elementType="span"> credit</VisuallyHidden>
            </td>
          </tr>
        </tbody>
      </Table>
    ),
  },
});
