import { sharedScales, sharedTypography } from '../shared-scales.js';
import type { Brand } from '../tokens.js';

/** Fernlight: cool, plain-spoken brand for homes and small business. Fictional. */
export const fernlight: Brand = {
  id: 'fernlight',
  name: 'Fernlight',
  brandHeader: 'fernlight',
  clientId: 'fernlight-portal',
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
      border: '#7F918D',
      focus: '#6D28D9',
      danger: '#B42318',
      dangerSurface: '#FEF3F2',
      success: '#166534',
      accent: '#7BC67E',
    },
    typography: sharedTypography,
    shadow: { card: '0 1px 3px rgba(16, 42, 38, 0.14)', overlay: '0 12px 32px rgba(16, 42, 38, 0.24)' },
  },
};
