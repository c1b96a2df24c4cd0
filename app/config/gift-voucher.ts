/** Gift voucher page (flag gfVoucherCustomPage): where it lives and the gift card product it sells. */
export const GIFT_VOUCHER_PATH = '/gift-voucher';
export const GIFT_VOUCHER_PRODUCT_HANDLE = 'gift-voucher';
/** The store tags its gift card product so search records (which lack Shopify's isGiftCard) can tell it apart. */
export const GIFT_VOUCHER_TAG = 'gift-card';
