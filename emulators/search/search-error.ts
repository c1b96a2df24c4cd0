// Every failure the service reports travels as this error, so the HTTP layer can answer Algolia's
// `{message, status}` body with the right status instead of crashing or leaking a stack.

export class SearchError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}

export const badRequest = (message: string) => new SearchError(400, message);
