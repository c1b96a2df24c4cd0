import {useId, useState} from 'react';
import {RING_SHARE_PATH, ringShareSearch} from '~/features/ring-builder/model/ring-share-link';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';

/** The link that opens this exact ring for someone else, with a copy button. */
export function ShareRingLink() {
  const state = useRingBuilder();
  const [copied, setCopied] = useState(false);
  const id = useId();
  const link = `${window.location.origin}${RING_SHARE_PATH}${ringShareSearch(state)}`;
  return (
    <div className="share-ring">
      <label htmlFor={id}>Share this ring</label>
      <div className="share-ring__row">
        <input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="button builder-secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy link
        </button>
      </div>
      <p role="status" className="share-ring__status">
        {copied ? 'Link copied.' : ''}
      </p>
    </div>
  );
}
