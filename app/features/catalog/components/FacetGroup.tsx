import type {Facet} from '~/features/catalog/collection-listing.server';

interface FacetGroupProps {
  facet: Facet;
  onChange: (form: HTMLFormElement | null) => void;
}

export function FacetGroup({facet, onChange}: FacetGroupProps) {
  if (facet.kind === 'price') return <PriceFacet facet={facet} />;
  return (
    <fieldset className="facet" data-testid={`facet-${facet.label}`}>
      <legend className="facet__title">{facet.label}</legend>
      <ul className="facet__values">
        {facet.values.map((value) => (
          <li key={value.id}>
            <label className="facet__value">
              <input
                type="checkbox"
                name={value.name}
                value={value.value}
                defaultChecked={value.active}
                disabled={value.count === 0 && !value.active}
                onChange={(event) => onChange(event.currentTarget.form)}
              />
              {value.swatchColor ? <span className="facet__swatch" style={{backgroundColor: value.swatchColor}} aria-hidden="true" /> : null}
              <span className="facet__label">{value.label}</span>
              <span className="facet__count">
                <span className="visually-hidden">, </span>
                {value.count}
                <span className="visually-hidden"> products</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceFacet({facet}: {facet: Facet}) {
  return (
    <fieldset className="facet facet--price">
      <legend className="facet__title">{facet.label}</legend>
      <PriceInput name="price_min" label="Minimum price" max={facet.maxPrice} value={facet.range?.min} placeholder="0" />
      <span aria-hidden="true">–</span>
      <PriceInput name="price_max" label="Maximum price" max={facet.maxPrice} value={facet.range?.max} placeholder={String(facet.maxPrice ?? '')} />
    </fieldset>
  );
}

interface PriceInputProps {
  name: string;
  label: string;
  max?: number;
  value?: string;
  placeholder: string;
}

function PriceInput({name, label, max, value, placeholder}: PriceInputProps) {
  return (
    <label className="facet__price">
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">$</span>
      <input type="number" name={name} min={0} max={max} step={1} inputMode="numeric" placeholder={placeholder} defaultValue={value || undefined} />
    </label>
  );
}
