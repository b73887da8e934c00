import type { IconName } from '../Icon/index.js';

/** What a message says: it sets the colour, the icon and the word screen readers hear first. */
export type MessageTone = 'info' | 'success' | 'warning' | 'danger';

/** Icon and spoken word per tone, shared by Banner and Toast so both say the same thing the same way. */
export const tones = {
  info: { icon: 'info', spoken: 'Information' },
  success: { icon: 'success', spoken: 'Success' },
  warning: { icon: 'alert', spoken: 'Warning' },
  danger: { icon: 'error', spoken: 'Error' },
} as const satisfies Record<MessageTone, { icon: IconName; spoken: string }>;

/** Stitches variants: the tinted surface and the edge colour of a message. */
export const toneSurfaces = {
  info: { backgroundColor: '$infoSurface', borderColor: '$info' },
  success: { backgroundColor: '$successSurface', borderColor: '$success' },
  warning: { backgroundColor: '$warningSurface', borderColor: '$warning' },
  danger: { backgroundColor: '$dangerSurface', borderColor: '$danger' },
} as const;

/** Stitches variants: the colour of a message's icon. */
export const toneMarks = {
  info: { color: '$info' },
  success: { color: '$success' },
  warning: { color: '$warning' },
  danger: { color: '$danger' },
} as const;
