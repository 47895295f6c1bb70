// REST compatibility path of the contact form.
import { requiredText } from '../rest/body';
import { defineRoutes } from '../rest/route-table';

export const contactRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/contact',
    operation: 'mutation SubmitContact($input: ContactInput!) { submitContact(input: $input) }',
    variables: ({ body }) => ({
      input: { name: requiredText(body.name), email: requiredText(body.email), message: requiredText(body.message) },
    }),
    data: (r) => r.submitContact,
  },
]);
