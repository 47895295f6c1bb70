// GraphQL's metrics through Yoga's Prometheus plugin (@graphql-yoga/plugin-prometheus over
// @envelop/prometheus): the time of each phase (parse, validate, context, execute, subscribe),
// whole requests and errors by phase, over HTTP and WebSocket alike. Every label is bounded:
// an operation name is the web app's own or `other` (clients cannot mint series), and the
// plugin's labels that come from the client (the URL, an error's path) are left out.
import type { Plugin } from 'graphql-yoga';
import {
  type FillLabelsFnParams,
  createCounter,
  createHistogram,
  usePrometheus,
} from '@graphql-yoga/plugin-prometheus';
import type { Registry } from 'prom-client';

/** the `operationName` label of a name no app document has (see operation-names.ts) */
export const OTHER_OPERATION = 'other';

export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const LABELS = ['operationName', 'operationType'] as const;
type Label = (typeof LABELS)[number];

export function graphqlMetricsPlugin(registry: Registry, operationNames: ReadonlySet<string>): Plugin {
  const labels = ({ operationName, operationType }: FillLabelsFnParams): Record<Label, string> => ({
    operationName:
      operationName === undefined ? 'anonymous' : operationNames.has(operationName) ? operationName : OTHER_OPERATION,
    operationType: operationType ?? 'unknown',
  });
  const phase = <P extends string>(phases: [P, ...P[]], name: string, help: string) =>
    createHistogram<P, Label>({
      registry,
      histogram: { name, help, labelNames: LABELS, buckets: DURATION_BUCKETS },
      fillLabelsFn: labels,
      phases,
    });
  return usePrometheus({
    registry,
    // /metrics is served (and guarded) by metrics.ts, not by the plugin
    endpoint: false,
    skipIntrospection: false,
    metrics: {
      graphql_envelop_phase_parse: phase(
        ['parse'],
        'graphql_envelop_phase_parse',
        'Time spent parsing GraphQL documents',
      ),
      graphql_envelop_phase_validate: phase(
        ['validate'],
        'graphql_envelop_phase_validate',
        'Time spent validating GraphQL documents',
      ),
      graphql_envelop_phase_context: phase(
        ['context'],
        'graphql_envelop_phase_context',
        'Time spent building the GraphQL context',
      ),
      graphql_envelop_phase_execute: phase(
        ['execute'],
        'graphql_envelop_phase_execute',
        'Time spent executing GraphQL operations',
      ),
      graphql_envelop_phase_subscribe: phase(
        ['subscribe'],
        'graphql_envelop_phase_subscribe',
        'Time spent starting GraphQL subscriptions',
      ),
      graphql_envelop_request_duration: phase(
        ['execute', 'subscribe'],
        'graphql_envelop_request_duration',
        'Time from the start of parsing to the end of execution of a GraphQL operation',
      ),
      graphql_envelop_request: createCounter<'execute' | 'subscribe', Label>({
        registry,
        phases: ['execute', 'subscribe'],
        counter: { name: 'graphql_envelop_request', help: 'GraphQL operations run', labelNames: LABELS },
        fillLabelsFn: labels,
      }),
      graphql_envelop_error_result: createCounter<
        'parse' | 'validate' | 'context' | 'execute' | 'subscribe',
        Label | 'phase',
        FillLabelsFnParams & { errorPhase: string }
      >({
        registry,
        counter: {
          name: 'graphql_envelop_error_result',
          help: 'GraphQL results with errors, by the phase that raised them',
          labelNames: [...LABELS, 'phase'],
        },
        fillLabelsFn: (params) => ({ ...labels(params), phase: params.errorPhase ?? 'unknown' }),
      }),
      graphql_envelop_request_time_summary: false,
      graphql_envelop_deprecated_field: false,
      graphql_envelop_schema_change: false,
      graphql_envelop_execute_resolver: false,
      // HTTP durations are metrics.ts's, labelled by kind rather than by URL
      graphql_yoga_http_duration: false,
    },
  });
}
