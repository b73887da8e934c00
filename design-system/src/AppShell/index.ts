export { AppShell } from './AppShell.js';
export type { AppShellProps, NavigationLink } from './AppShell.js';
export { FOOTER_LINK_TEXT, SiteFooter } from './SiteFooter.js';
export type { FooterLinks, SiteFooterProps, SocialLinks } from './SiteFooter.js';
