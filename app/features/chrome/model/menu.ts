// The mega menu as stored in the `menu` metaobject's `headers` JSON (spec §3), validated leniently:
// a malformed entry is dropped and reported, the rest of the menu survives.
import {z} from 'zod';
import {definedOnly} from './defined-only';
import {isSafeHref, isSafeImagePath} from '~/ui/safe-link';

export interface MenuLeaf {
  title?: string;
  url?: string;
  /** Image path: a 100x100 tile in grid sections, a 20x20 icon elsewhere. */
  accessory?: string;
}

export interface MenuSection {
  title?: string;
  url?: string;
  isGrid: boolean;
  columnCount?: number;
  showInFooter: boolean;
  items: MenuLeaf[];
}

export interface MenuItem {
  featured: boolean;
  sections: MenuSection[];
}

export interface MenuHeader {
  title?: string;
  url?: string;
  color?: string;
  items: MenuItem[];
}

export interface Menu {
  headers: MenuHeader[];
}

export interface DroppedMenuEntry {
  /** Where the entry sat, e.g. `headers[2].items[0].sections[1]`. */
  path: string;
  reason: string;
}

export interface MenuParseResult {
  menu: Menu;
  dropped: DroppedMenuEntry[];
}

/** Blank text counts as missing, so the display defaults apply to it. */
const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const href = text.refine((value) => value === undefined || isSafeHref(value), 'unsafe or malformed url');
const imagePath = text.refine((value) => value === undefined || isSafeImagePath(value), 'unsafe image path');
/** Hex, rgb()/hsl() or a named color: nothing that could smuggle other declarations into a style. */
const color = text.refine(
  (value) => value === undefined || /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,30})$/i.test(value),
  'not a color',
);
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
const children = z
  .array(z.unknown())
  .nullish()
  .transform((value) => value ?? []);

const leafSchema = z.object({title: text, url: href, accessory: imagePath});

const sectionSchema = z.object({
  title: text,
  url: href,
  isGrid: flag,
  columnCount: z.number().int().min(1).max(12).nullish().transform((value) => value ?? undefined),
  showInFooter: flag,
  items: children,
});

const itemSchema = z.object({featured: flag, sections: children});

const headerSchema = z.object({title: text, url: href, color, items: children});

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

function keepValid<S extends z.ZodType, T>(
  values: unknown[],
  path: string,
  schema: S,
  build: (parsed: z.output<S>, path: string) => T,
  dropped: DroppedMenuEntry[],
): T[] {
  const kept: T[] = [];
  values.forEach((value, index) => {
    const entryPath = `${path}[${index}]`;
    const result = schema.safeParse(value);
    if (result.success) kept.push(build(result.data, entryPath));
    else dropped.push({path: entryPath, reason: describe(result.error)});
  });
  return kept;
}

/** Accepts the stored headers array, or an object carrying it as `headers`. */
export function parseMenu(value: unknown): MenuParseResult {
  const dropped: DroppedMenuEntry[] = [];
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as {headers?: unknown}).headers)
      ? (value as {headers: unknown[]}).headers
      : null;
  if (!list) {
    return {menu: {headers: []}, dropped: [{path: 'headers', reason: 'expected an array of headers'}]};
  }
  const headers = keepValid(list, 'headers', headerSchema, (header, headerPath) =>
    definedOnly({
      ...header,
      items: keepValid(header.items, `${headerPath}.items`, itemSchema, (item, itemPath) => ({
        featured: item.featured,
        sections: keepValid(item.sections, `${itemPath}.sections`, sectionSchema, (section, sectionPath) =>
          definedOnly({
            ...section,
            items: keepValid(section.items, `${sectionPath}.items`, leafSchema, (leaf) => definedOnly(leaf), dropped),
          }),
          dropped,
        ),
      }), dropped),
    }),
    dropped,
  );
  return {menu: {headers}, dropped};
}

/** The metaobject stores the headers as a JSON string; unreadable JSON yields an empty menu. */
export function parseMenuJson(raw: string | null | undefined): MenuParseResult {
  if (!raw) return {menu: {headers: []}, dropped: [{path: 'headers', reason: 'missing'}]};
  try {
    return parseMenu(JSON.parse(raw) as unknown);
  } catch {
    return {menu: {headers: []}, dropped: [{path: 'headers', reason: 'invalid JSON'}]};
  }
}
