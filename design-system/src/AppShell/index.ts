export { AppShell, FOOTER_LINK_TEXT } from './AppShell.js';
export type { AppShellProps, FooterLinks, NavigationLink, SocialLinks } from './AppShell.js';
