import type { ReactElement } from 'react';

// Our own glyphs on a 24×24 grid, drawn with a 2px round stroke in currentColor (set on the <svg>), so an icon
// takes the colour of the text around it and turns into the system colour under forced colours. A dot is a
// zero-length stroke ("h.01"), which the round cap draws as a circle.
export const glyphs = {
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'chevron-up': <path d="M6 15l6-6 6 6" />,
  'chevron-left': <path d="M15 6l-6 6 6 6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  alert: (
    <>
      <path d="M10.3 4.4L2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.4a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5M12 17.25h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.75h.01" />
    </>
  ),
  error: (
    <>
      <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z" />
      <path d="M12 7.5v5.5M12 16.25h.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.75 2.75L16 10" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  'external-link': <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  home: <path d="M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5" />,
  bolt: <path d="M13 2L4 14h7l-1 8 9-12h-7l1-8z" />,
  flame: (
    <>
      <path d="M12 21.5c-3.9 0-6.5-2.8-6.5-6.4 0-2.8 1.6-4.9 3.3-6.6.2 1.8 1 3 2.2 3.5C11 8.6 12.4 5.3 15 2.5c.6 3.4 3.5 5.8 3.5 10.6 0 4.8-2.6 8.4-6.5 8.4z" />
      <path d="M12 21.5c-1.7 0-2.8-1.2-2.8-2.8 0-1.8 1.4-3 2.8-4.2 1.4 1.2 2.8 2.4 2.8 4.2 0 1.6-1.1 2.8-2.8 2.8z" />
    </>
  ),
  // A gas cylinder: handle, shoulders, body and its band (spec 2: bottled gas, LPG).
  bottle: (
    <>
      <path d="M9 2.5h6M10 2.5V6M14 2.5V6" />
      <rect x="6" y="6" width="12" height="15.5" rx="3" />
      <path d="M6 11h12" />
    </>
  ),
  leaf: <path d="M5 19C5 10 10 5 20 4c0 10-5 15-13 15H5zM5 19l8-8" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  // spec 1 §2: the credit-applied bullet marks days with a loyalty-currency credit. A solid disc with a star cut
  // out (even-odd), so it reads as a marker at bullet size and keeps its shape in one colour.
  'credit-applied': (
    <path
      fill="currentColor"
      stroke="none"
      fillRule="evenodd"
      d="M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19zM12 7.2l1.29 3.42 3.66.17-2.86 2.29.97 3.53L12 14.6l-3.06 2.01.97-3.53-2.86-2.29 3.66-.17z"
    />
  ),
} satisfies Record<string, ReactElement>;
