// The one thing the stores need from PGlite, so each works the same inside or outside a transaction.
import type {Transaction} from '@electric-sql/pglite';

export type Queryable = Pick<Transaction, 'query'>;
