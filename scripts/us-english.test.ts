// The store is American (spec §1: US, EN): every text a shopper can read, in the app and in the
// local stack's seed content, is in US English. Code names and comments may differ; this reads only
// string literals, template text and JSX text, through the TypeScript parser.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
/** What shoppers read: the app, and the catalogue, pages and content the local stack serves. */
const SHOPPER_TEXT_DIRS = ['app', 'emulators/catalog', 'emulators/checkout'];
/** Image art: SVG markup, not words. */
const SKIPPED_DIRS = ['emulators/catalog/images'];

const BRITISH = new RegExp(
  String.raw`\b(colou?r(?=u)|colour\w*|centre[sd]?|catalogue[sd]?|favourite\w*|jeweller\w*|grey\w*|\w*(?:personal|organ|custom|real|recogn|apolog|author|optim|minim|priorit|special|summar|visual|emphas)is(?:e|ed|es|ing|ation)\b|fulfil|fulfilment|enrol|licence|\w*metre\w*|honour\w*|labour\w*|behaviour\w*|programme\w*|enquir\w*|aluminium|cancell(?:ed|ing)|travell(?:ed|ing)|theatre|fibre|analys(?:e|ed|ing)\b|cheque|whilst|defence|jewellery)\b`,
  'gi',
);

function sources(dir: string): string[] {
  const path = join(ROOT, dir);
  if (SKIPPED_DIRS.includes(dir)) return [];
  return readdirSync(path).flatMap((name) => {
    const child = join(dir, name);
    if (statSync(join(ROOT, child)).isDirectory()) return sources(child);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [child] : [];
  });
}

/** Every piece of literal text in a module, with its line. */
function literalTexts(file: string): {line: number; text: string}[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: {line: number; text: string}[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      found.push({line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text});
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

export function britishSpellings(dirs: readonly string[]): string[] {
  return dirs.flatMap(sources).flatMap((file) =>
    literalTexts(file).flatMap(({line, text}) => [...text.matchAll(BRITISH)].map((match) => `${relative(ROOT, join(ROOT, file))}:${line}: ${match[0]}`)),
  );
}

describe('shopper-facing text', () => {
  it('is in US English in the app and the local stack content', () => {
    expect(britishSpellings(SHOPPER_TEXT_DIRS)).toEqual([]);
  });

  it('finds British spellings in string literals and JSX text, not in comments', () => {
    expect('colour centre catalogue jewellery personalised'.match(BRITISH)).toEqual(['colour', 'centre', 'catalogue', 'jewellery', 'personalised']);
    expect('color center catalog jewelry personalized specialist realistic optimistic'.match(BRITISH)).toBeNull();
  });
});
