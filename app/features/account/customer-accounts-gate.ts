import {data} from 'react-router';
import type {AppEnv} from '~/platform/env';

/** While the customerAccount flag is off, every account URL answers as if it did not exist. */
export function assertCustomerAccountsOpen(env: AppEnv): void {
  if (!env.featureFlags.customerAccount) throw data(null, {status: 404});
}
