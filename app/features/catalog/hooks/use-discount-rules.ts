import type {DiscountRule} from '~/features/catalog/model/discount-rules';
import {readDiscountRulesResponse} from '~/features/catalog/model/discount-rules-response';
import {useClientQuery} from '~/ui/hooks/use-client-query';

export const DISCOUNTS_ENDPOINT = '/api/discounts';

export type DiscountRulesState = {status: 'loading' | 'ready' | 'unavailable'; rules: DiscountRule[]};

async function fetchDiscountRules(url: string, signal: AbortSignal): Promise<DiscountRule[]> {
  const response = await fetch(url, {headers: {Accept: 'application/json'}, signal});
  if (!response.ok) throw new Error(`discounts answered ${response.status}`);
  return readDiscountRulesResponse(await response.json());
}

/**
 * The shop's discount rules from `GET /api/discounts` (spec §7; the answer is cached for the spec's
 * stale time). Unavailable rules leave list prices, which the review then says.
 */
export function useDiscountRules(enabled: boolean): DiscountRulesState {
  const {status, data} = useClientQuery(enabled ? DISCOUNTS_ENDPOINT : null, fetchDiscountRules);
  if (status === 'ready') return {status, rules: data!};
  return status === 'error' ? {status: 'unavailable', rules: []} : {status: 'loading', rules: []};
}
