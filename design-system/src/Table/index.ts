export { Table } from './Table.js';
export type { TableProps } from './Table.js';
