import {useState} from 'react';
import {useNavigate} from 'react-router';
import type {ProductVariantFieldsFragment} from 'storefrontapi.generated';
import {RING_BUILDER_DIAMONDS_PATH} from '~/config/product';
import {STONE_SETTING_DAYS} from '~/config/ring-builder';
import {lowestMonthlyPayment, type FinancingPlan} from '~/features/catalog/model/financing';
import {formatMoney} from '~/features/catalog/model/money';
import {shownPrice} from '~/features/catalog/model/price';
import {selectionsTotalCents, type OptionSelections, type ProductOption} from '~/features/catalog/model/product-options';
import {variantParam} from '~/features/catalog/model/variant-id';
import {appendSettingOptions} from '~/features/ring-builder/model/setting-options-params';
import {AddToCartButton} from '~/features/cart/components/AddToCartButton';
import {DeliveryEstimateText} from './DeliveryEstimateText';
import type {DeliveryEstimateView} from '~/features/catalog/model/delivery-estimate-view';
import {useDiscountPercent} from './DiscountRules';
import {PriceTag} from './PriceTag';
import {ProductOptionFields, ProductOptionsForm} from './ProductOptionsForm';

interface ProductPurchaseProps {
  handle: string;
  tags: string[];
  productType: string;
  title: string;
  variant: ProductVariantFieldsFragment;
  variantOptions: ProductOption[];
  storeOptions: ProductOption[];
  onVariantOptionChange: (name: string, value: string) => void;
  isStatic: boolean;
  financingPlans: FinancingPlan[];
  delivery: DeliveryEstimateView | null;
}

export function ProductPurchase(props: ProductPurchaseProps) {
  const {variant, variantOptions, storeOptions, isStatic, handle} = props;
  const navigate = useNavigate();
  const [storeValues, setStoreValues] = useState<OptionSelections>({});
  const currencyCode = variant.price.currencyCode;

  const extra = selectionsTotalCents(storeOptions, storeValues) / 100;
  const basePrice = Number(variant.price.amount);
  const total = basePrice + extra;
  const compareAt = variant.compareAtPrice ? Number(variant.compareAtPrice.amount) + extra : null;
  const discountPercent = useDiscountPercent({tags: props.tags, price: basePrice, fields: {productType: props.productType, title: props.title}});
  const finalPrice = shownPrice(total, compareAt, discountPercent).price;
  const monthly = lowestMonthlyPayment(props.financingPlans, finalPrice);

  const values: OptionSelections = {
    ...storeValues,
    ...Object.fromEntries(variantOptions.map((option) => [option.id, variant.selectedOptions.find((o) => o.name === option.name)?.value ?? ''])),
  };
  const onChange = (optionId: string, value: string) => {
    const variantOption = variantOptions.find((option) => option.id === optionId);
    if (variantOption) props.onVariantOptionChange(variantOption.name, value);
    else setStoreValues((current) => ({...current, [optionId]: value}));
  };
  const options = [...variantOptions, ...storeOptions];

  return (
    <div className="product-purchase">
      <PriceTag className="product-purchase__price" testId="product-price" amount={total} compareAt={compareAt} currencyCode={currencyCode} discountPercent={discountPercent} />
      {monthly !== null ? (
        <p className="product-purchase__financing" data-testid="financing">
          or as low as {formatMoney({amount: monthly.toFixed(2), currencyCode})}/mo with Shop Pay Installments
        </p>
      ) : null}
      {isStatic ? (
        <>
          <ProductOptionFields options={options} values={values} onChange={onChange} currencyCode={currencyCode} />
          <AddToCartButton
            merchandiseId={variant.id}
            disabled={!variant.availableForSale}
            label={variant.availableForSale ? 'Add to cart' : 'Sold out'}
            piece={{
              name: props.title,
              type: props.productType,
              variantTitle: variant.title,
              productHandle: handle,
              price: variant.price,
              image: variant.image ? {url: variant.image.url, altText: variant.image.altText ?? props.title} : null,
              isStatic,
            }}
          />
        </>
      ) : (
        <ProductOptionsForm
          options={options}
          values={values}
          onChange={onChange}
          currencyCode={currencyCode}
          buttonTitle="Choose this setting"
          onSubmit={() => {
            // The setting's own options (ring size...) go along, so the builder's review shows them.
            const params = appendSettingOptions(new URLSearchParams({setting: handle, variant: variantParam(variant.id)}), storeValues);
            void navigate(`${RING_BUILDER_DIAMONDS_PATH}?${params.toString()}`);
          }}
        />
      )}
      <ShipWindow delivery={props.delivery} isStatic={isStatic} />
    </div>
  );
}

const stoneDays = Object.values(STONE_SETTING_DAYS);

/** A ready-made piece's delivery; a setting's, with what its center stone adds in the builder. */
function ShipWindow({delivery, isStatic}: {delivery: DeliveryEstimateView | null; isStatic: boolean}) {
  if (!delivery) return null;
  return (
    <div className="product-purchase__ship" data-testid="ship-window">
      <DeliveryEstimateText view={delivery} />
      {isStatic ? null : (
        <p>
          Dates the setting alone; a center stone adds {Math.min(...stoneDays)}–{Math.max(...stoneDays)} business days to set.
        </p>
      )}
    </div>
  );
}
