import {z} from 'zod';
import type {Storefront} from '@shopify/hydrogen';
import type {CustomerToken} from '~/features/account/customer-session';

// Classic customer accounts over the Storefront API (spec §7). Replies are checked with zod:
// these operations sit outside the codegen'd catalogue queries, and a customer's page must not
// render half-understood data.

const SIGN_IN_MUTATION = `#graphql
  mutation CustomerSignIn($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
`;

const SIGN_OUT_MUTATION = `#graphql
  mutation CustomerSignOut($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors { field message }
    }
  }
`;

const MARKETING_CONSENT_MUTATION = `#graphql
  mutation CustomerMarketingConsent($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer { acceptsMarketing }
      customerUserErrors { code field message }
    }
  }
`;

const CUSTOMER_QUERY = `#graphql
  query CustomerAccount($customerAccessToken: String!, $orderCount: Int!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      firstName
      lastName
      email
      acceptsMarketing
      orders(first: $orderCount, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          orderNumber
          processedAt
          financialStatus
          fulfillmentStatus
          subtotalPrice { amount currencyCode }
          totalTax { amount currencyCode }
          totalPrice { amount currencyCode }
          lineItems(first: 50) {
            nodes {
              title
              quantity
              variant { title }
              originalTotalPrice { amount currencyCode }
            }
          }
        }
      }
    }
  }
`;

const moneySchema = z.object({amount: z.string(), currencyCode: z.string()});

const signInSchema = z.object({
  customerAccessTokenCreate: z.object({
    customerAccessToken: z.object({accessToken: z.string().min(1), expiresAt: z.string()}).nullable(),
    customerUserErrors: z.array(
      z.object({code: z.string().nullable(), field: z.array(z.string()).nullable(), message: z.string()}),
    ),
  }),
});

const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  processedAt: z.string(),
  financialStatus: z.string().nullable(),
  fulfillmentStatus: z.string().nullable(),
  subtotalPrice: moneySchema.nullable(),
  totalTax: moneySchema.nullable(),
  totalPrice: moneySchema,
  lineItems: z.object({
    nodes: z.array(
      z.object({
        title: z.string(),
        quantity: z.number(),
        variant: z.object({title: z.string()}).nullable(),
        originalTotalPrice: moneySchema,
      }),
    ),
  }),
});

const customerSchema = z.object({
  customer: z
    .object({
      id: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      acceptsMarketing: z.boolean(),
      orders: z.object({nodes: z.array(orderSchema)}),
    })
    .nullable(),
});

const marketingConsentSchema = z.object({
  customerUpdate: z.object({
    customer: z.object({acceptsMarketing: z.boolean()}).nullable(),
    customerUserErrors: z.array(z.object({code: z.string().nullable(), message: z.string()})),
  }),
});

export type CustomerAccount = NonNullable<z.infer<typeof customerSchema>['customer']>;
export type CustomerOrder = z.infer<typeof orderSchema>;

export type SignInResult =
  | {ok: true; token: CustomerToken}
  | {ok: false; errors: {code: string | null; field: string | null}[]};

export async function signInCustomer(storefront: Storefront, email: string, password: string): Promise<SignInResult> {
  const reply = signInSchema.parse(await storefront.mutate(SIGN_IN_MUTATION, {variables: {input: {email, password}}}));
  const {customerAccessToken, customerUserErrors} = reply.customerAccessTokenCreate;
  if (customerAccessToken && customerUserErrors.length === 0) return {ok: true, token: customerAccessToken};
  const errors = customerUserErrors.map((error) => ({code: error.code, field: error.field?.at(-1) ?? null}));
  return {ok: false, errors: errors.length ? errors : [{code: null, field: null}]};
}

/** Revokes the token at the platform; signing out locally must not wait on or fail with it. */
export async function signOutCustomer(storefront: Storefront, accessToken: string): Promise<void> {
  try {
    await storefront.mutate(SIGN_OUT_MUTATION, {variables: {customerAccessToken: accessToken}});
  } catch (error) {
    console.warn('[account] token not revoked:', error instanceof Error ? error.message : error);
  }
}

/** The customer behind a token with their latest orders; null when the platform no longer knows the token. */
export async function loadCustomerAccount(
  storefront: Storefront,
  accessToken: string,
  orderCount = 20,
): Promise<CustomerAccount | null> {
  const reply = await storefront.query(CUSTOMER_QUERY, {
    variables: {customerAccessToken: accessToken, orderCount},
    cache: storefront.CacheNone(),
  });
  return customerSchema.parse(reply).customer;
}

export type MarketingConsentResult = {ok: true; acceptsMarketing: boolean} | {ok: false; code: string | null};

/** Communication preferences: whether the store may email the customer about news and offers. */
export async function updateMarketingConsent(
  storefront: Storefront,
  accessToken: string,
  acceptsMarketing: boolean,
): Promise<MarketingConsentResult> {
  const reply = marketingConsentSchema.parse(
    await storefront.mutate(MARKETING_CONSENT_MUTATION, {variables: {customerAccessToken: accessToken, customer: {acceptsMarketing}}}),
  );
  const {customer, customerUserErrors} = reply.customerUpdate;
  if (customer && customerUserErrors.length === 0) return {ok: true, acceptsMarketing: customer.acceptsMarketing};
  return {ok: false, code: customerUserErrors[0]?.code ?? null};
}
