// REST compatibility paths of tags and companies (admin pages): each runs one GraphQL operation.
import { asSent, textOrJson } from '../rest/body';
import { defineRoutes } from '../rest/route-table';
import { COMPANY_FIELDS, TAG_FIELDS } from './taxonomy.fragments';

// The label goes as sent: the spec's client sends it as a JSON string; an object is accepted too.
const tagInput = (body: Record<string, unknown>) => ({ key: textOrJson(body.key), label: asSent(body.label) });
const companyInput = (body: Record<string, unknown>) => ({
  key: textOrJson(body.key),
  icon: textOrJson(body.icon),
  link: textOrJson(body.link),
  label: asSent(body.label),
  color: textOrJson(body.color),
});

export const taxonomyRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/tags',
    operation: `query Tags { tags { ${TAG_FIELDS} } }`,
    variables: () => ({}),
    data: (r) => r.tags,
  },
  {
    method: 'POST',
    path: '/api/tags',
    operation: `mutation CreateTag($input: TagInput!) { createTag(input: $input) { ${TAG_FIELDS} } }`,
    variables: ({ body }) => ({ input: tagInput(body) }),
    data: (r) => r.createTag,
    successCode: 201,
  },
  {
    method: 'PUT',
    path: '/api/tags/:id',
    operation: `mutation UpdateTag($id: ID!, $input: TagInput!) { updateTag(id: $id, input: $input) { ${TAG_FIELDS} } }`,
    variables: ({ params, body }) => ({ id: params.id, input: tagInput(body) }),
    data: (r) => r.updateTag,
  },
  {
    method: 'DELETE',
    path: '/api/tags/:id',
    operation: `mutation DeleteTag($id: ID!) { deleteTag(id: $id) { ${TAG_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    data: (r) => r.deleteTag,
  },
  {
    method: 'GET',
    path: '/api/companies',
    operation: `query Companies { companies { ${COMPANY_FIELDS} } }`,
    variables: () => ({}),
    data: (r) => r.companies,
  },
  {
    method: 'GET',
    path: '/api/companies/icons',
    operation: 'query CompanyIcons { companyIcons }',
    variables: () => ({}),
    data: (r) => r.companyIcons,
  },
  {
    method: 'POST',
    path: '/api/companies',
    operation: `mutation CreateCompany($input: CompanyInput!) { createCompany(input: $input) { ${COMPANY_FIELDS} } }`,
    variables: ({ body }) => ({ input: companyInput(body) }),
    data: (r) => r.createCompany,
    successCode: 201,
  },
  {
    method: 'PUT',
    path: '/api/companies/:id',
    operation: `mutation UpdateCompany($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { ${COMPANY_FIELDS} } }`,
    variables: ({ params, body }) => ({ id: params.id, input: companyInput(body) }),
    data: (r) => r.updateCompany,
  },
  {
    method: 'DELETE',
    path: '/api/companies/:id',
    operation: `mutation DeleteCompany($id: ID!) { deleteCompany(id: $id) { ${COMPANY_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    data: (r) => r.deleteCompany,
  },
]);
