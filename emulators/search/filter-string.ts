// Parses Algolia's `filters` string (SQL-like) into the conjunction-of-OR-groups form. Only the
// shapes Algolia accepts are accepted: `A AND (B OR C)`, `A OR B`, negation of single conditions.
// Errors copy Algolia's wording and 0-based columns so a bad filter reads the same locally and in
// production. Deliberately stricter than a general boolean parser: an unparenthesised mix of AND and
// OR, AND inside parentheses and NOT before a group are all refused rather than guessed at.
import {badRequest, type SearchError} from './search-error';
import type {Condition, FilterClauses, NumericOperator, OrGroup} from './filter-clauses';

type Token =
  | {type: 'word'; text: string; quoted: boolean; col: number}
  | {type: 'punct'; text: '(' | ')' | ':'; col: number}
  | {type: 'operator'; text: NumericOperator; col: number}
  | {type: 'end'; col: number};

const OPERATORS: NumericOperator[] = ['<=', '>=', '!=', '<', '>', '='];
const WORD_END = /[\s():<>=!"']/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i] as string;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')' || ch === ':') {
      tokens.push({type: 'punct', text: ch, col: i});
      i++;
    } else if (ch === '"' || ch === "'") {
      const start = i;
      let text = '';
      i++;
      while (i < input.length && input[i] !== ch) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (i >= input.length) throw syntaxError(`Unterminated string`, start);
      i++;
      tokens.push({type: 'word', text, quoted: true, col: start});
    } else {
      const operator = OPERATORS.find((op) => input.startsWith(op, i));
      if (operator) {
        tokens.push({type: 'operator', text: operator, col: i});
        i += operator.length;
        continue;
      }
      const start = i;
      while (i < input.length && !WORD_END.test(input[i] as string)) i++;
      if (i === start) throw syntaxError(`Unexpected character '${ch}'`, start);
      tokens.push({type: 'word', text: input.slice(start, i), quoted: false, col: start});
    }
  }
  tokens.push({type: 'end', col: input.length});
  return tokens;
}

function syntaxError(message: string, col: number): SearchError {
  return badRequest(`filters: ${message} at col ${col}`);
}

function describe(token: Token): string {
  if (token.type === 'end') return 'end of filter';
  if (token.type === 'word') return token.quoted ? `string("${token.text}")` : `string(${token.text})`;
  return `'${token.text}'`;
}

const KEYWORDS = ['AND', 'OR', 'NOT', 'TO'] as const;

function isKeyword(token: Token, keyword: (typeof KEYWORDS)[number]): boolean {
  return token.type === 'word' && !token.quoted && token.text === keyword;
}

class FilterParser {
  private position = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterClauses {
    if (this.peek().type === 'end') return [];
    const clauses: FilterClauses = [this.parseUnit()];
    const joiner = this.peek();
    if (isKeyword(joiner, 'OR')) {
      const group = clauses[0] as OrGroup;
      while (isKeyword(this.peek(), 'OR')) {
        this.position++;
        group.push(...this.parseUnit());
      }
    } else {
      while (isKeyword(this.peek(), 'AND')) {
        this.position++;
        clauses.push(this.parseUnit());
      }
    }
    this.expectEnd('end of filter');
    return clauses;
  }

  /** A condition, a negated condition, or a parenthesised OR-group. */
  private parseUnit(): OrGroup {
    const token = this.peek();
    if (token.type === 'punct' && token.text === '(') {
      this.position++;
      const group = this.parseUnit();
      while (isKeyword(this.peek(), 'OR')) {
        this.position++;
        group.push(...this.parseUnit());
      }
      this.expectEnd("')'");
      this.position++;
      return group;
    }
    if (isKeyword(token, 'NOT')) {
      this.position++;
      const next = this.peek();
      if (next.type === 'punct' && next.text === '(') {
        throw syntaxError(`Unexpected token '(' expected filter (NOT cannot negate a group)`, next.col);
      }
      const condition = this.parseCondition();
      return [{...condition, negated: !condition.negated}];
    }
    return [this.parseCondition()];
  }

  private parseCondition(): Condition {
    const attribute = this.take();
    if (attribute.type !== 'word' || KEYWORDS.some((keyword) => isKeyword(attribute, keyword))) {
      throw syntaxError(`Unexpected token ${describe(attribute)} expected filter`, attribute.col);
    }
    const next = this.peek();
    if (next.type === 'operator') {
      this.position++;
      return {
        kind: 'numeric',
        attribute: attribute.text,
        operator: next.text,
        value: this.takeNumber(),
        negated: false,
      };
    }
    if (next.type === 'punct' && next.text === ':') {
      this.position++;
      const value = this.take();
      if (value.type !== 'word') {
        throw syntaxError(`Unexpected token ${describe(value)} expected string`, value.col);
      }
      if (!isKeyword(this.peek(), 'TO')) {
        return {kind: 'facet', attribute: attribute.text, value: value.text, negated: false};
      }
      this.position++;
      const lower = toNumber(value);
      return {kind: 'range', attribute: attribute.text, lower, upper: this.takeNumber(), negated: false};
    }
    if (attribute.text === '_tags') {
      throw syntaxError(`Unexpected token ${describe(next)} expected ':'`, next.col);
    }
    return {kind: 'tag', value: attribute.text, negated: false};
  }

  private takeNumber(): number {
    return toNumber(this.take());
  }

  private expectEnd(expected: string): void {
    const token = this.peek();
    const closes = expected === "')'" && token.type === 'punct' && token.text === ')';
    if (closes || (expected === 'end of filter' && token.type === 'end')) return;
    throw syntaxError(`Unexpected token ${describe(token)} expected ${expected}`, token.col);
  }

  private peek(): Token {
    return this.tokens[this.position] as Token;
  }

  private take(): Token {
    const token = this.peek();
    if (token.type !== 'end') this.position++;
    return token;
  }
}

function toNumber(token: Token): number {
  const value = token.type === 'word' && token.text.trim() !== '' ? Number(token.text) : Number.NaN;
  if (!Number.isFinite(value)) {
    throw syntaxError(`Unexpected token ${describe(token)} expected numeric`, token.col);
  }
  return value;
}

export function parseFilterString(filters: string): FilterClauses {
  return new FilterParser(tokenize(filters)).parse();
}
