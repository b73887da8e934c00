import { sharedChartPalette } from '../shared-chart-palette.js';
import { fontStack, sharedScales, typeScale } from '../shared-scales.js';
import type { Brand } from '../tokens.js';

/** Fernlight: cool, plain-spoken brand for homes and small business. Fictional. */
export const fernlight: Brand = {
  id: 'fernlight',
  name: 'Fernlight',
  brandHeader: 'fernlight',
  clientId: 'fernlight-portal',
  creditName: { bill: 'PowerShout credits', applied: 'PowerShout credit applied' },
  tokens: {
    ...sharedScales,
    color: {
      background: '#F6FAF9',
      surface: '#FFFFFF',
      surfaceAccent: '#DDF1EA',
      text: '#102A26',
      textMuted: '#3D5550',
      primary: '#0F5E4F',
      primaryStrong: '#0A4A3E',
      onPrimary: '#FFFFFF',
      border: '#6F827E',
      divider: '#D9E5E2',
      focus: '#6D28D9',
      danger: '#B42318',
      dangerSurface: '#FEF3F2',
      success: '#166534',
      successSurface: '#ECFDF3',
      warning: '#8A4B00',
      warningSurface: '#FFF7E0',
      info: '#1E4FA8',
      infoSurface: '#EEF4FF',
      skeleton: '#E3ECE9',
      overlay: 'rgba(16, 42, 38, 0.55)',
      accent: '#7BC67E',
    },
    chart: {
      ...sharedChartPalette,
      electricity: '#0F766E',
      lightsAppliances: '#0F766E',
      average: '#102A26',
      guideBand: '#E8F4F0',
    },
    typography: { fontBody: fontStack('Inter'), fontHeading: fontStack('Inter'), ...typeScale },
    shadow: { card: '0 1px 3px rgba(16, 42, 38, 0.14)', overlay: '0 12px 32px rgba(16, 42, 38, 0.24)' },
  },
};
