// Selection sets the taxonomy REST adapters answer with (the admin pages' tag and company shapes).
export const TAG_FIELDS = /* GraphQL */ 'id key label';

export const COMPANY_FIELDS = /* GraphQL */ 'id key icon link label color';
