/** Scaffold: replaced by the section's own work in this change. */
export function TransactionHistory() {
  return null;
}
