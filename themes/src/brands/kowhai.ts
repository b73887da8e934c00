import { sharedChartPalette } from '../shared-chart-palette.js';
import { fontStack, sharedScales, typeScale } from '../shared-scales.js';
import type { Brand } from '../tokens.js';

/** Kōwhai Energy: warm, residential-first brand. Fictional. */
export const kowhai: Brand = {
  id: 'kowhai',
  name: 'Kōwhai Energy',
  brandHeader: 'kowhai',
  clientId: 'kowhai-portal',
  creditName: { bill: 'Happy Hour credits', applied: 'Happy Hour Credit Applied' },
  tokens: {
    ...sharedScales,
    color: {
      background: '#FFFDF7',
      surface: '#FFFFFF',
      surfaceAccent: '#FFF3CC',
      text: '#1F2430',
      textMuted: '#4A5160',
      primary: '#9A3412',
      primaryStrong: '#7C2D12',
      onPrimary: '#FFFFFF',
      border: '#7D828C',
      divider: '#E5E1D8',
      focus: '#1D4ED8',
      danger: '#B42318',
      dangerSurface: '#FEF3F2',
      success: '#166534',
      successSurface: '#ECFDF3',
      warning: '#8A4B00',
      warningSurface: '#FFF7E0',
      info: '#1E4FA8',
      infoSurface: '#EEF4FF',
      skeleton: '#EFEBE2',
      overlay: 'rgba(31, 36, 48, 0.55)',
      accent: '#F5B700',
    },
    chart: {
      ...sharedChartPalette,
      electricity: '#B45309',
      lightsAppliances: '#B45309',
      average: '#1F2430',
      guideBand: '#FFF6DB',
    },
    typography: { fontBody: fontStack('Nunito Sans'), fontHeading: fontStack('Nunito Sans'), ...typeScale },
    shadow: { card: '0 1px 3px rgba(31, 36, 48, 0.12)', overlay: '0 12px 32px rgba(31, 36, 48, 0.24)' },
  },
};
