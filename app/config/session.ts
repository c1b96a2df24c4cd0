/** Where sign-in keeps the customer's Storefront access token in the signed session cookie. */
export const CUSTOMER_TOKEN_SESSION_KEY = 'customerAccessToken';
