// A column of strings stored as (template, number) pairs: identifiers like `LD0001234`,
// `gid://shopify/Product/9000001234` or `diamond-ld0001234` differ only in their last run of
// digits, so a million of them cost ten bytes each instead of a V8 string each. Values that fit no
// template (too many digits, or the template table is full) are kept as plain strings.

const MAX_TEMPLATES = 0xffff;
/** Template id marking a value kept verbatim in `verbatim`. */
const VERBATIM = MAX_TEMPLATES;
const LAST_DIGITS = /^(.*?)(\d{1,15})(\D*)$/s;

interface Template {
  prefix: string;
  suffix: string;
  /** Zero-padded width of the digits, or 0 when the digits carry no leading zero (or there are none). */
  width: number;
  hasNumber: boolean;
}

export class CompactStringColumn {
  private templates: Template[] = [];
  private readonly templateIds = new Map<string, number>();
  private verbatim: string[] = [];
  private ids: Uint16Array;
  private numbers: Float64Array;
  private size = 0;

  constructor(capacity = 1024) {
    this.ids = new Uint16Array(capacity);
    this.numbers = new Float64Array(capacity);
  }

  get length(): number {
    return this.size;
  }

  push(value: string): void {
    if (this.size === this.ids.length) this.grow();
    const [templateId, number] = this.encode(value, true);
    this.ids[this.size] = templateId;
    this.numbers[this.size] = templateId === VERBATIM ? this.verbatim.push(value) - 1 : number;
    this.size++;
  }

  get(row: number): string {
    const templateId = this.ids[row] as number;
    const number = this.numbers[row] as number;
    if (templateId === VERBATIM) return this.verbatim[number] as string;
    const template = this.templates[templateId] as Template;
    if (!template.hasNumber) return template.prefix;
    const digits = String(number);
    return template.prefix + (template.width ? digits.padStart(template.width, '0') : digits) + template.suffix;
  }

  /** First row holding `value`, or -1; a linear scan over two typed arrays, no decoding. */
  indexOf(value: string): number {
    const [templateId, number] = this.encode(value, false);
    if (templateId < 0) return -1;
    if (templateId === VERBATIM) {
      for (let row = 0; row < this.size; row++) {
        if (this.ids[row] === VERBATIM && this.verbatim[this.numbers[row] as number] === value) return row;
      }
      return -1;
    }
    for (let row = 0; row < this.size; row++) {
      if (this.numbers[row] === number && this.ids[row] === templateId) return row;
    }
    return -1;
  }

  /** Reorders rows so that new row j is old row `order[j]`, and drops spare capacity. */
  permute(order: Uint32Array): void {
    const ids = new Uint16Array(order.length);
    const numbers = new Float64Array(order.length);
    for (let j = 0; j < order.length; j++) {
      const row = order[j] as number;
      ids[j] = this.ids[row] as number;
      numbers[j] = this.numbers[row] as number;
    }
    this.ids = ids;
    this.numbers = numbers;
    this.size = order.length;
  }

  byteLength(): number {
    return this.ids.byteLength + this.numbers.byteLength + this.verbatim.reduce((sum, s) => sum + 16 + s.length, 0);
  }

  /** [templateId, number]; templateId -1 when `create` is false and no template matches. */
  private encode(value: string, create: boolean): [number, number] {
    const match = LAST_DIGITS.exec(value);
    const template: Template = match
      ? {
          prefix: match[1] as string,
          suffix: match[3] as string,
          width: (match[2] as string).length > 1 && (match[2] as string).startsWith('0') ? (match[2] as string).length : 0,
          hasNumber: true,
        }
      : {prefix: value, suffix: '', width: 0, hasNumber: false};
    const key = `${template.prefix}\u0000${template.width}\u0000${template.suffix}\u0000${template.hasNumber}`;
    let templateId = this.templateIds.get(key);
    if (templateId === undefined) {
      if (!create) return [this.verbatim.includes(value) ? VERBATIM : -1, 0];
      if (this.templates.length >= MAX_TEMPLATES) return [VERBATIM, 0];
      templateId = this.templates.push(template) - 1;
      this.templateIds.set(key, templateId);
    }
    return [templateId, match ? Number(match[2]) : 0];
  }

  private grow(): void {
    const ids = new Uint16Array(this.ids.length * 2);
    ids.set(this.ids);
    const numbers = new Float64Array(this.numbers.length * 2);
    numbers.set(this.numbers);
    this.ids = ids;
    this.numbers = numbers;
  }
}
