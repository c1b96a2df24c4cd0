import {Link} from 'react-router';
import {RING_BUILDER_DIAMONDS_PATH, RING_BUILDER_SETTINGS_PATH} from '~/config/product';
import type {EducationTeaser} from '~/features/catalog/model/education-teasers';

export function RingBuilderEntry() {
  return (
    <section className="home-section ring-builder-entry" aria-labelledby="ring-builder-title">
      <p className="eyebrow">Ring builder</p>
      <h2 id="ring-builder-title">Build your engagement ring</h2>
      <p>Start with the setting you love or the diamond you have in mind; we will pair them and set the stone by hand.</p>
      <div className="ring-builder-entry__actions">
        <Link className="button" to={RING_BUILDER_SETTINGS_PATH}>
          Start with a setting
        </Link>
        <Link className="button button--light" to={RING_BUILDER_DIAMONDS_PATH}>
          Start with a diamond
        </Link>
      </div>
    </section>
  );
}

/** Teasers for the diamond education pages the store publishes. */
export function EducationTeasers({teasers}: {teasers: readonly EducationTeaser[]}) {
  if (teasers.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="education-title">
      <h2 id="education-title">Learn before you buy</h2>
      <ul className="education-teasers">
        {teasers.map((teaser) => (
          <li key={teaser.id} className="education-teaser">
            <h3>
              <Link to={teaser.to}>{teaser.title}</Link>
            </h3>
            <p>{teaser.bodySummary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
