// What graphql-yoga decides on its own that two shortcuts of ours must decide the same way: the
// media type of a single result (the response cache answers a hit without Yoga's processors) and
// the HTTP status of a result (the REST router runs operations through getEnveloped, not
// yoga.fetch). Both copy Yoga 5's behaviour, so they live here alone, and
// yoga-behaviour.test.ts asks a real Yoga the same questions: it fails when Yoga changes.
import { type ExecutionResult, GraphQLError } from 'graphql';

/**
 * The media type Yoga's own result processors pick for a single result (use-result-processor.js:
 * of the request's Accept types, the last match of application/graphql-response+json or
 * application/json wins); null when the request accepts neither (Yoga then answers as it would).
 */
export function regularMediaType(request: Request): string | null {
  let chosen: string | null = null;
  const accepts = (request.headers.get('accept') || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  for (const accept of accepts.reverse()) {
    const [mediaType = '', ...params] = accept.split(';');
    if ((params.find((param) => param.includes('charset=')) ?? 'charset=utf-8') !== 'charset=utf-8') continue;
    const [pre, suf] = mediaType.split('/');
    for (const candidate of ['application/graphql-response+json', 'application/json']) {
      const [candidatePre, candidateSuf] = candidate.split('/');
      if ((pre === '*' || pre === candidatePre) && (suf === '*' || suf === candidateSuf)) chosen = candidate;
    }
  }
  return chosen;
}

/**
 * The status Yoga answers for a result (graphql-yoga's getResponseInitByRespectingErrors for an
 * application/json request): the highest extensions.http.status of the errors, else 500 for an
 * unexpected error without data, else 200.
 */
export function yogaStatus(result: ExecutionResult): number {
  let status = 0;
  let unexpected = false;
  for (const error of result.errors ?? []) {
    const http = error.extensions?.http as { status?: number; spec?: boolean } | undefined;
    if (http) {
      if (!http.spec && http.status && http.status > status) status = http.status;
    } else if (!(error instanceof GraphQLError) || error.extensions?.unexpected) {
      unexpected = true;
    }
  }
  if (status) return status;
  return unexpected && !('data' in result) ? 500 : 200;
}
