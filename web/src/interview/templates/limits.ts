// The limits of interview templates as the form applies them; the server's TEMPLATE_LIMITS
// (server/src/interview/templates/template.service.ts) decide, and a test keeps the two equal.
export const TEMPLATE_FORM_LIMITS = {
  nameMax: 100,
  problemsMax: 10,
  criteriaMin: 1,
  criteriaMax: 8,
  criterionNameMax: 60,
  criterionDescriptionMax: 500,
  notesMax: 2000,
} as const;
