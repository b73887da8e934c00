/** Scaffold: replaced by the section's own work in this change. */
export function BillSummarySection() {
  return null;
}
