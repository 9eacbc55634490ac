// Shared strings used by the site chrome (banner, footer, cookie banner)
// and by small public pages (404, Coming Soon, Contact).
import { CONTACT_SENT } from "@common/messages/contact";

export type Link = {
  label: string;
  href: string;
};

export const productName = 'IEP Binder';

export type BetaBannerCopy = {
  text: string;
  linkText: string;
  href: string;
};

export const betaBanner: BetaBannerCopy = {
  text: 'IEP Binder is currently in Beta —',
  linkText: 'click here to learn what that means for you',
  href: '/beta',
};

export const footerLinks: Link[] = [
  { label: 'Roadmap', href: '/roadmap' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Beta', href: '/beta' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Cookie Policy', href: '/privacy-policy#cookies' },
  { label: 'Terms of Service', href: '/terms-of-use' },
];

export type CookieBannerCopy = {
  text: string;
  learnMore: string;
  learnMoreHref: string;
  decline: string;
  accept: string;
};

export const cookieBanner: CookieBannerCopy = {
  text:
    'We use essential cookies to keep you signed in and the site working. With your permission, we also use analytics cookies to see which pages help families most.',
  learnMore: 'Learn more',
  learnMoreHref: '/privacy-policy#cookies',
  decline: 'Decline Non-Essential Cookies',
  accept: 'Accept All Cookies',
};

export type SimplePageCopy = {
  title: string;
  body: string;
};

export const notFound: SimplePageCopy = {
  title: 'Page Not Found',
  body: 'The page you are looking for does not exist.',
};

export type ComingSoonCopy = SimplePageCopy & {
  linkLabel: string;
  href: string;
};

export const comingSoon: ComingSoonCopy = {
  title: 'Coming Soon...',
  body:
    "We're still building this part of IEP Binder. Check the roadmap to see what's on the way and when you can expect it.",
  linkLabel: 'See our roadmap',
  href: '/roadmap',
};

export type ContactCopy = {
  heading: string;
  tagline: string;
  success: string;
  sendAnother: string;
  submit: string;
  sending: string;
  ready: string;
  loading: string;
  recaptchaNote: string;
};

export const contactCopy: ContactCopy = {
  heading: 'Contact',
  tagline: "We're here to help with your IEP journey",
  success: CONTACT_SENT,
  sendAnother: 'Send Another Message',
  submit: 'Send Message',
  sending: 'Sending Message...',
  ready: '✓ Security verification ready',
  loading: '⏳ Loading security verification...',
  recaptchaNote: 'Protected by reCAPTCHA v3',
};

export const aiWarning = 'AI can make mistakes. Please double-check responses.';

export const companyLine = 'IEP Binder, part of a parent-focused family of companies.';

export function copyright(year: number): string {
  return `© ${year} ${companyLine}`;
}
