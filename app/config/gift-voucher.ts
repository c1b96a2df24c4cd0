/** Gift voucher page (flag gfVoucherCustomPage): where it lives and the gift card product it sells. */
export const GIFT_VOUCHER_PATH = '/gift-voucher';
export const GIFT_VOUCHER_PRODUCT_HANDLE = 'gift-voucher';
