/** The transactions' heading: the same whether their code, their data or both are still arriving. */
export const TRANSACTION_HISTORY_TITLE = 'Transaction history';
