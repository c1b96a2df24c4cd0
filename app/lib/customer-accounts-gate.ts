import {data} from 'react-router';
import {featureFlags} from '~/config/feature-flags';

/** While the customerAccount flag is off, every account URL answers as if it did not exist. */
export function assertCustomerAccountsOpen(env: Env): void {
  if (!featureFlags(env).customerAccount) throw data(null, {status: 404});
}
