// Reads the discount rules (spec §3) from `discount_rule` metaobjects. Malformed rules are dropped
// and logged here, so one bad entry never blocks prices.
import type {Storefront} from '@shopify/hydrogen';
import {DISCOUNT_RULES_QUERY} from '~graphql/discounts';
import {DISCOUNT_RULES_FETCHED, DISCOUNT_RULE_METAOBJECT_TYPE} from '~/config/product';
import {orderDiscountRules, parseDiscountRuleFields} from '~/domain/discount-rule-fields';
import type {DiscountRule} from '~/domain/discount-rules';

export async function loadDiscountRules(storefront: Storefront): Promise<DiscountRule[]> {
  const {metaobjects} = await storefront.query(DISCOUNT_RULES_QUERY, {
    variables: {type: DISCOUNT_RULE_METAOBJECT_TYPE, first: DISCOUNT_RULES_FETCHED},
    cache: storefront.CacheShort(),
  });
  const parsed = metaobjects.nodes.flatMap((node) => {
    const result = parseDiscountRuleFields(node.fields);
    if (result.ok) return [result];
    console.warn(`[discounts] dropped malformed rule ${node.handle}: ${result.reason}`);
    return [];
  });
  return orderDiscountRules(parsed);
}

/** Pages still render with list prices when the rules cannot be read. */
export async function loadDiscountRulesOrNone(storefront: Storefront): Promise<DiscountRule[]> {
  try {
    return await loadDiscountRules(storefront);
  } catch (error) {
    console.error('[discounts] could not be loaded', error);
    return [];
  }
}
