/** Spec §3: the label of the first tag starting with the prefix, underscores as spaces; else null. */
export function badgeLabel(tags: readonly string[], prefix = 'BADGE_'): string | null {
  const tag = tags.find((candidate) => candidate.startsWith(prefix));
  if (!tag) return null;
  const label = tag.slice(prefix.length).replace(/_/g, ' ').trim();
  return label || null;
}
