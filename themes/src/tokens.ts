/** The identifiers of the brands this portal ships. */
export type BrandId = 'kowhai' | 'fernlight';

/** Colours every component and page may use; nothing else is a colour. */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Raised surfaces: cards, header, sign-in panel. */
  surface: string;
  /** A tinted surface for emphasis (hero strips, selected rows). */
  surfaceAccent: string;
  /** Body text on background and surface. */
  text: string;
  /** Secondary text on background and surface. */
  textMuted: string;
  /** Primary actions and links. */
  primary: string;
  /** Primary action on hover or press. */
  primaryStrong: string;
  /** Text on a primary-coloured fill. */
  onPrimary: string;
  /** Borders of inputs and cards. */
  border: string;
  /** Keyboard focus ring. */
  focus: string;
  /** Error text and borders. */
  danger: string;
  /** Background of an error message. */
  dangerSurface: string;
  /** Success text. */
  success: string;
  /** Brand decoration only (logo mark, illustrations), never text. */
  accent: string;
}

export interface TypographyTokens {
  fontBody: string;
  fontHeading: string;
  /** Font sizes, smallest first. */
  size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  weight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; body: string };
}

export interface Tokens {
  color: ColorTokens;
  typography: TypographyTokens;
  space: { 1: string; 2: string; 3: string; 4: string; 5: string; 6: string; 8: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { card: string; overlay: string };
  motion: { chart: string; fast: string };
  /** spec 1 §2: mobile breakpoints 576, 768 and 1024 px. */
  breakpoint: { sm: number; md: number; lg: number };
}

export interface Brand {
  id: BrandId;
  /** The customer-facing name, e.g. in the header and the sign-in page title. */
  name: string;
  /** Value of the brand id header every API call carries (spec 1 §7). */
  brandHeader: string;
  /** OAuth client id of this brand's portal at the identity provider. */
  clientId: string;
  tokens: Tokens;
}
