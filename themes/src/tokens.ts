/** The identifiers of the brands this portal ships. */
export type BrandId = 'kowhai' | 'fernlight';

/** Colours every component and page may use; nothing else is a colour. */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Raised surfaces: cards, header, dialogs, inputs. */
  surface: string;
  /** A tinted surface for emphasis (hero strips, selected rows, hover). */
  surfaceAccent: string;
  /** Body text on background, surface and surfaceAccent. */
  text: string;
  /** Secondary text on background, surface and surfaceAccent. */
  textMuted: string;
  /** Primary actions and links. */
  primary: string;
  /** Primary action on hover or press. */
  primaryStrong: string;
  /** Text and icons on a primary fill. */
  onPrimary: string;
  /** Boundaries of inputs and controls (3:1 against surfaces). */
  border: string;
  /** Hairlines between content, decoration only. */
  divider: string;
  /** Keyboard focus ring. */
  focus: string;
  /** Error text, borders and icons. */
  danger: string;
  /** Background of an error message. */
  dangerSurface: string;
  /** Success text and icons. */
  success: string;
  /** Background of a success message. */
  successSurface: string;
  /** Warning text and icons. */
  warning: string;
  /** Background of a warning message. */
  warningSurface: string;
  /** Information text and icons. */
  info: string;
  /** Background of an information message. */
  infoSurface: string;
  /** Placeholder shimmer of skeletons. */
  skeleton: string;
  /** Scrim behind dialogs and drawers. */
  overlay: string;
  /** Brand decoration only (logo mark, header rule), never text. */
  accent: string;
}

/** Series and category colours of the charts (spec 1 §9 bar colours per use). */
export interface ChartPalette {
  electricity: string;
  naturalGas: string;
  lpg: string;
  /** Estimated readings: drawn faded with a hatch in this colour. */
  estimated: string;
  /** The dashed average line. */
  average: string;
  /** Monthly guide bands behind bars, decoration only. */
  guideBand: string;
  alwaysOn: string;
  lightsAppliances: string;
  hotWater: string;
  poolPump: string;
  airConditioning: string;
  heating: string;
  gasHeating: string;
  gasOther: string;
  gas: string;
  /** Generation types of the eco tracker's realtime mix (spec 2 §3): Hydro, Geothermal, Gas, Coal, CoGen, Wind, Others. */
  hydro: string;
  geothermal: string;
  /** Gas as a generation source, apart from the customer's natural gas use. */
  gasGeneration: string;
  coal: string;
  cogen: string;
  wind: string;
  /** 'Others', and any source the chart does not know. */
  otherGeneration: string;
  /** Carbon intensity scale (spec 2 §3): 1 very low to 5 very high, and 0 no data. */
  carbonVeryLow: string;
  carbonLow: string;
  carbonModerate: string;
  carbonHigh: string;
  carbonVeryHigh: string;
  carbonNoData: string;
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
  chart: ChartPalette;
  typography: TypographyTokens;
  /**
   * Spacing steps, plus two named gaps: `focusOffset` between a control's edge and its focus ring, and
   * `underlineOffset` between text and an underline that marks a state (today in the calendar).
   */
  space: {
    1: string;
    2: string;
    3: string;
    4: string;
    5: string;
    6: string;
    8: string;
    focusOffset: string;
    underlineOffset: string;
  };
  /** Fixed dimensions: touch targets, icons, panels. */
  size: {
    control: string;
    controlSm: string;
    icon: string;
    iconSm: string;
    dialog: string;
    drawer: string;
    content: string;
    /** The width of a page's one narrow column: the sign-in, outage and error pages' card. */
    narrowContent: string;
  };
  borderWidth: { thin: string; thick: string; focus: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { card: string; overlay: string };
  zIndex: { header: string; overlay: string; toast: string };
  /** Durations; components drop them under prefers-reduced-motion. */
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
  /**
   * spec 1 §2: what the brand calls the loyalty-currency credit, one name wherever it shows: the bill's line
   * (`bill`, on View bill and the PDF) and the usage chart's bullet (`applied`, 'Happy Hour Credit Applied' in one brand).
   */
  creditName: { bill: string; applied: string };
  tokens: Tokens;
}
