// The fixed links of the chrome and the page layouts (spec §2), named once so routes, layouts and
// tests agree on them.

export interface SiteLink {
  label: string;
  to: string;
}

/** Support layout sidebar, in the spec's order. Each maps to the Storefront page of that handle. */
export const SUPPORT_LINKS: readonly SiteLink[] = [
  {label: 'About Us', to: '/support/about'},
  {label: 'FAQ', to: '/support/faq'},
  {label: 'Warranty', to: '/support/warranty'},
  {label: 'Shipping & Returns', to: '/support/shipping-returns'},
  {label: 'Contact Us', to: '/support/contact'},
];

export const SUPPORT_PAGE_HANDLES = ['about', 'faq', 'warranty', 'shipping-returns', 'contact'] as const;
export type SupportPageHandle = (typeof SUPPORT_PAGE_HANDLES)[number];

export const LEGAL_LINKS = {
  privacyPolicy: {label: 'Privacy Policy', to: '/support/privacy-policy'},
  termsOfService: {label: 'Terms of Service', to: '/support/terms-of-service'},
} as const satisfies Record<string, SiteLink>;

/** Diamond-education tabs: URL topic, tab label and the Storefront page that holds the text. */
export const EDUCATION_TABS = [
  {topic: 'attributes', label: 'Attributes', pageHandle: 'diamond-attributes'},
  {topic: 'lab-and-natural', label: 'Lab vs. Natural', pageHandle: 'lab-and-natural'},
] as const;
export const EDUCATION_BASE_PATH = '/learn/diamond';

export interface AccountLink extends SiteLink {
  comingSoon?: boolean;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  {label: 'My Orders', to: '/account/orders'},
  {label: 'My Wishlist', to: '/account/wishlist', comingSoon: true},
  {label: 'Account Details', to: '/account/details'},
];
export const ACCOUNT_LOGOUT_PATH = '/account/logout';

export type SocialNetwork = 'Instagram' | 'Pinterest' | 'Facebook' | 'TikTok' | 'Twitter';

export const SOCIAL_LINKS: readonly {network: SocialNetwork; href: string}[] = [
  {network: 'Instagram', href: 'https://www.instagram.com/aureliafinejewelry'},
  {network: 'Pinterest', href: 'https://www.pinterest.com/aureliafinejewelry'},
  {network: 'Facebook', href: 'https://www.facebook.com/aureliafinejewelry'},
  {network: 'TikTok', href: 'https://www.tiktok.com/@aureliafinejewelry'},
  {network: 'Twitter', href: 'https://twitter.com/aureliajewelry'},
];

/** Spec §2: the footer's copyright year is fixed. */
export const COPYRIGHT_YEAR = 2023;

/** The email-marketing (Klaviyo-style) signup form the footer's Sign Up button opens. */
export const EMAIL_SIGNUP_FORM_ID = 'UaB3cD';
