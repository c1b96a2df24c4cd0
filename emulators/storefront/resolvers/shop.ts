// The shop itself: name, domain, policies, payment settings, Shop Pay Installments plans and the
// single US/EN localization the storefront sells in.
import type {SeedShop} from '../../catalog/model';
import type {ResolverMap} from '../context';
import {gid} from '../gid';
import {money} from '../money';
import {metafieldResolvers} from './metafields';

interface ShopSource {
  __typename: 'Shop';
  _seed: SeedShop;
  [field: string]: unknown;
}

const paymentSettings = {
  __typename: 'PaymentSettings',
  acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
  cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
  countryCode: 'US',
  currencyCode: 'USD',
  enabledPresentmentCurrencies: ['USD'],
  shopifyPaymentsAccountId: null,
  supportedDigitalWallets: ['SHOPIFY_PAY', 'APPLE_PAY', 'GOOGLE_PAY'],
};

const english = {__typename: 'Language', isoCode: 'EN', name: 'English', endonymName: 'English'};
const market = {__typename: 'Market', id: gid('Market', 1), handle: 'us'};
const unitedStates = {
  __typename: 'Country',
  isoCode: 'US',
  name: 'United States',
  currency: {__typename: 'Currency', isoCode: 'USD', name: 'United States Dollar', symbol: '$'},
  unitSystem: 'IMPERIAL_SYSTEM',
  availableLanguages: [english],
  defaultLanguage: english,
  market,
};

function shopSource(shop: SeedShop): ShopSource {
  const url = new URL(shop.primaryDomainUrl);
  return {
    __typename: 'Shop',
    _seed: shop,
    id: shop.id,
    name: shop.name,
    description: shop.description,
    moneyFormat: shop.moneyFormat,
    primaryDomain: {__typename: 'Domain', host: url.host, url: url.origin, sslEnabled: url.protocol === 'https:'},
    paymentSettings,
    shipsToCountries: ['US'],
    brand: null,
    customerAccountUrl: null,
    socialLoginProviders: [],
    termsOfSale: null,
    legalNotice: null,
    contactInformation: null,
    subscriptionPolicy: null,
  };
}

function policy(shop: SeedShop, handle: SeedShop['policies'][number]['handle']) {
  const index = shop.policies.findIndex((p) => p.handle === handle);
  const found = shop.policies[index];
  if (!found) return null;
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', index + 1),
    handle: found.handle,
    title: found.title,
    body: found.body,
    url: `${shop.primaryDomainUrl.replace(/\/$/, '')}/policies/${found.handle}`,
  };
}

function installmentsPricing(shop: SeedShop) {
  const plans = shop.financingPlans;
  if (plans.length === 0) return null;
  return {
    __typename: 'ShopPayInstallmentsPricing',
    minPrice: money(Math.min(...plans.map((p) => p.minPriceCents))),
    maxPrice: money(Math.max(...plans.map((p) => p.maxPriceCents))),
    financingPlans: plans.map((plan) => ({
      __typename: 'ShopPayInstallmentsFinancingPlan',
      id: plan.id,
      minPrice: money(plan.minPriceCents),
      maxPrice: money(plan.maxPriceCents),
      terms: plan.terms.map((term) => ({
        __typename: 'ShopPayInstallmentsFinancingPlanTerm',
        ...term,
        installmentsCount: {__typename: 'Count', ...term.installmentsCount},
      })),
    })),
  };
}

export const shopResolvers: ResolverMap = {
  QueryRoot: {
    shop: (_root: unknown, _args: unknown, context) => shopSource(context.catalog.shop),
    paymentSettings: () => paymentSettings,
    localization: () => ({
      __typename: 'Localization',
      availableCountries: [unitedStates],
      availableLanguages: [english],
      country: unitedStates,
      language: english,
      market,
    }),
  },
  Shop: {
    privacyPolicy: (s: ShopSource) => policy(s._seed, 'privacy-policy'),
    termsOfService: (s: ShopSource) => policy(s._seed, 'terms-of-service'),
    refundPolicy: (s: ShopSource) => policy(s._seed, 'refund-policy'),
    shippingPolicy: (s: ShopSource) => policy(s._seed, 'shipping-policy'),
    shopPayInstallmentsPricing: (s: ShopSource) => installmentsPricing(s._seed),
    ...metafieldResolvers((s: ShopSource) => ({id: s._seed.id, metafields: [], updatedAt: '2024-01-01T00:00:00Z'})),
  },
};
