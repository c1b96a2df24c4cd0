import {Link} from 'react-router';
import {COPYRIGHT_YEAR, LEGAL_LINKS, SOCIAL_LINKS} from '~/config/site-links';
import type {MenuSection} from '~/features/chrome/model/menu';
import {SocialIcon} from '~/ui/SocialIcon';
import {PrivacyChoices} from '~/features/analytics/components/PrivacyChoices';
import {GIFT_VOUCHER_PATH} from '~/config/gift-voucher';
import {useFeatureFlag} from '~/platform/use-feature-flag';
import {FooterMenu} from './FooterMenu';
import {MailingListSignup} from '~/features/engagement/components/MailingListSignup';

/** `sections`: the menu's sections flagged for the footer, in the page's data as one array per menu. */
export function SiteFooter({shopName, sections}: {shopName: string; sections: MenuSection[]}) {
  const giftVouchers = useFeatureFlag('gfVoucherCustomPage');
  return (
    <footer className="site-footer">
      <div className="site-footer__main">
        <FooterMenu sections={sections} />
        <MailingListSignup />
        {giftVouchers ? (
          <p className="site-footer__gift-vouchers">
            <Link to={GIFT_VOUCHER_PATH}>Gift Vouchers</Link>
          </p>
        ) : null}
      </div>
      <div className="site-footer__base">
        <ul className="social-links" aria-label="Follow us">
          {SOCIAL_LINKS.map(({network, href}) => (
            <li key={network}>
              <a href={href} className="icon-button" aria-label={network}>
                <SocialIcon network={network} />
              </a>
            </li>
          ))}
        </ul>
        <nav aria-label="Legal" className="legal-links">
          <Link to={LEGAL_LINKS.privacyPolicy.to}>{LEGAL_LINKS.privacyPolicy.label}</Link>
          <Link to={LEGAL_LINKS.termsOfService.to}>{LEGAL_LINKS.termsOfService.label}</Link>
          <PrivacyChoices />
        </nav>
        <p className="site-footer__copyright">
          © {COPYRIGHT_YEAR} {shopName}. All rights Reserved
        </p>
      </div>
    </footer>
  );
}
