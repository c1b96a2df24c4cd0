// Names and shapes set into sentences.

/** `The Eloise Halo Setting` stays as it is; `Eloise Halo Setting` gets its article. */
export function theTitle(title: string): string {
  return /^the\s/i.test(title) ? title : `The ${title}`;
}

/** `a Round`, `an Oval`, `an Elongated Cushion`. Stone shapes and metals start as they sound. */
export function withIndefiniteArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
