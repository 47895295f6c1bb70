// REST compatibility path of the contact form.
import { defineRoutes } from '../rest/route-table';

const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

export const contactRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/contact',
    operation: 'mutation SubmitContact($input: ContactInput!) { submitContact(input: $input) }',
    variables: ({ body }) => ({ input: { name: str(body.name), email: str(body.email), message: str(body.message) } }),
    data: (r) => r.submitContact,
  },
]);
