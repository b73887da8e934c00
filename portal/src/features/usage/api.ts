// spec 2 §7: the usage graph's calls (electricity and advanced natural gas over a period) are shared with the bills
// area's chart, in services/energy-usage.
export { fetchBillPeriodUsage } from '../../services/energy-usage/api.js';
