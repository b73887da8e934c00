// The one place dayjs and its plugins are imported and installed: every other module of the calendar imports dayjs
// from here, so a bundle holds one copy of each plugin and no module can use dayjs before the plugins are in.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
