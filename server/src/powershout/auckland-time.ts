// Bookings happen on Auckland wall-clock hours; these turn instants into Auckland dates and hours and back, whatever
// the server's own time zone.

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Pacific/Auckland',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const offsetFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Pacific/Auckland',
  timeZoneName: 'longOffset',
});

export interface AucklandWallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

/** The Auckland date and time of an instant (epoch ms). */
export function aucklandWallTime(instant: number): AucklandWallTime {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Auckland's UTC offset at an instant, as '+13:00' (NZDT) or '+12:00' (NZST). */
export function aucklandOffset(instant: number): string {
  const name = offsetFormatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

const offsetMinutes = (offset: string) => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = '0', minutes = '0'] = offset.slice(1).split(':');
  return sign * (Number(hours) * 60 + Number(minutes));
};

/**
 * The instant an Auckland wall-clock hour starts on a date. The offset is checked again at the result, so the hours
 * either side of a daylight-saving change come out right (bookable hours, 07:00 to 22:00, never fall in the change).
 */
export function aucklandInstant(date: string, hour: number): number {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const first = wall - offsetMinutes(aucklandOffset(wall)) * 60_000;
  return wall - offsetMinutes(aucklandOffset(first)) * 60_000;
}

/** An instant written in Auckland time with its offset: '2026-11-20T18:00:00+13:00'. */
export function aucklandIso(instant: number): string {
  const wall = aucklandWallTime(instant);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${wall.date}T${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}${aucklandOffset(instant)}`;
}

/** 'HH:mm' of an Auckland hour. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
