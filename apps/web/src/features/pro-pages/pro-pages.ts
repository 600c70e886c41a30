// The PRO marketing pages, for the links between them.
export interface ProPageLink {
  href: string;
  label: string;
}

export const PRO_PAGES: readonly ProPageLink[] = [
  { href: '/pro', label: 'What PRO includes' },
  { href: '/pro/free-camping-maps', label: 'Free camping maps' },
  { href: '/pro/off-grid-camping-access', label: 'Off-grid camping' },
  { href: '/pro/discount-camping', label: 'Discount camping' },
  { href: '/pro/gift', label: 'Give PRO as a gift' },
  { href: '/pro/subscribe', label: 'Plans and pricing' },
];
