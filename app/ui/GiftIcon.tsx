/** Spec §3: the delivery-holiday notice carries a gift icon. Decorative: the text says it all. */
export function GiftIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3.5" y="9" width="17" height="4" rx="0.5" />
      <path d="M5 13v7.5h14V13M12 9v11.5" />
      <path d="M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9Zm0 0c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9Z" />
    </svg>
  );
}
