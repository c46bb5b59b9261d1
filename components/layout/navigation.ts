/** The site's main navigation (header, drawer and footer share it). */
export interface NavItem {
  label: string;
  href: string;
  /** Paths that count as this item for highlighting. */
  match: string[];
  /** A shorter text for the header's desktop row, where every item must fit on one line (the drawer and footer show `label`). */
  short?: string;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Hjem', href: '/', match: ['/'] },
  { label: 'Produkter', href: '/#products', match: [] },
  { label: 'Produktveileder', short: 'Veileder', href: '/veileder', match: ['/veileder'] },
  { label: 'Forhandlere', href: '/forhandlere', match: ['/forhandlere'] },
  { label: 'Om oss', href: '/om-oss', match: ['/om-oss'] },
  { label: 'Kontakt', href: '/kontakt', match: ['/kontakt', '/for-kontakt'] },
];

/** The footer's navigation: where the header's menu button leads without JavaScript. */
export const FOOTER_NAV_ID = 'bunnmeny';

export function isActive(item: NavItem, pathname: string): boolean {
  return item.match.includes(pathname);
}

/** The header turns opaque after this much scrolling (docs/product.md: 10 px). */
export const HEADER_OPAQUE_AFTER_PX = 10;

/** On the home page the products link scrolls; elsewhere it goes to /#products. */
export function hrefFor(item: NavItem, pathname: string): string {
  return item.href === '/#products' && pathname === '/' ? '#products' : item.href;
}

/** The signed-in user as the header shows them (null: nobody signed in). */
export interface HeaderUser {
  name: string;
  isAdmin: boolean;
}
