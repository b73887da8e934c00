/** Scaffold: replaced by the section's own work in this change. */
export function BillPeriodSection() {
  return null;
}
