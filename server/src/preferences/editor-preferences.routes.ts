// REST paths of the viewer's editor preferences: each runs one GraphQL operation.
import { asSent } from '../rest/body';
import { defineRoutes } from '../rest/route-table';

const FIELDS = 'keymap autocomplete fontSize editorTheme updatedAt';

export const editorPreferenceRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/users/editor-preferences',
    operation: `query EditorPreferences { editorPreferences { ${FIELDS} } }`,
    variables: () => ({}),
    data: (r) => r.editorPreferences,
  },
  {
    method: 'PUT',
    path: '/api/users/editor-preferences',
    operation: `mutation SetEditorPreferences($input: SetEditorPreferencesInput!) {
      setEditorPreferences(input: $input) { ${FIELDS} } }`,
    // only the fields sent: an absent one stays as it is, null resets it
    variables: ({ body }) => ({
      input: Object.fromEntries(
        (['keymap', 'autocomplete', 'fontSize', 'editorTheme'] as const)
          .filter((key) => key in body)
          .map((key) => [key, asSent(body[key])]),
      ),
    }),
    data: (r) => r.setEditorPreferences,
  },
]);
