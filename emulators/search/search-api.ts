// The search operations of Algolia's REST API, independent of HTTP: multi-index queries (hits or
// facet values per request), single-index query, facet-value search and object retrieval.
import {SearchError, badRequest} from './search-error';
import type {SearchEngine} from './search-engine';
import {readSearchParams} from './search-params';
import {facetValuesResponse, retrieveAttributes, searchResponse} from './search-response';

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class SearchApi {
  constructor(private readonly indexes: ReadonlyMap<string, SearchEngine>) {}

  indexNames(): string[] {
    return [...this.indexes.keys()];
  }

  multipleQueries(body: Body) {
    const requests = body.requests;
    if (!Array.isArray(requests)) throw badRequest('Missing or invalid requests: expected an array');
    // Check every index first, so a bad request answers one error instead of partial results.
    const checked = requests.map((request: unknown) => {
      if (!isObject(request) || typeof request.indexName !== 'string') {
        throw badRequest('Each request needs an indexName');
      }
      return {request, engine: this.engine(request.indexName)};
    });
    return {
      results: checked.map(({request, engine}) => {
        const startedAt = performance.now();
        const {indexName, ...rest} = request as Body & {indexName: string};
        if (rest.type === 'facet') {
          const {facet, ...params} = rest;
          if (typeof facet !== 'string') throw badRequest('A facet request needs a facet');
          return facetValuesResponse(engine, facet, readSearchParams(params), startedAt);
        }
        return searchResponse(engine, indexName, readSearchParams(rest), startedAt);
      }),
    };
  }

  query(indexName: string, body: Body) {
    const startedAt = performance.now();
    const engine = this.engine(indexName);
    return searchResponse(engine, indexName, readSearchParams(body), startedAt);
  }

  facetValues(indexName: string, facet: string, body: Body) {
    const startedAt = performance.now();
    const engine = this.engine(indexName);
    return facetValuesResponse(engine, facet, readSearchParams(body), startedAt);
  }

  getObject(indexName: string, objectID: string, attributesToRetrieve: string[] | null) {
    const record = this.engine(indexName).getObject(objectID);
    if (!record) throw new SearchError(404, 'ObjectID does not exist');
    return retrieveAttributes(record, attributesToRetrieve);
  }

  getObjects(body: Body) {
    const requests = body.requests;
    if (!Array.isArray(requests)) throw badRequest('Missing or invalid requests: expected an array');
    return {
      results: requests.map((request: unknown) => {
        if (!isObject(request) || typeof request.indexName !== 'string' || typeof request.objectID !== 'string') {
          throw badRequest('Each request needs an indexName and an objectID');
        }
        const record = this.engine(request.indexName).getObject(request.objectID);
        const attributes = Array.isArray(request.attributesToRetrieve) ? (request.attributesToRetrieve as string[]) : null;
        return record ? retrieveAttributes(record, attributes) : null;
      }),
    };
  }

  private engine(indexName: string): SearchEngine {
    const engine = this.indexes.get(indexName);
    if (!engine) throw new SearchError(404, 'Index does not exist');
    return engine;
  }
}
