// react-hook-form validated by a zod schema that is rebuilt when the language (or the data
// behind its rules) changes. After a submit, a new schema re-validates at once so the shown
// messages follow the language; before that nothing is re-checked, and a server error set on
// a field stays until the next change.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

export function useSchemaForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const shownSchema = useRef(schema);
  const { trigger, formState } = form;
  useEffect(() => {
    if (shownSchema.current === schema) return;
    shownSchema.current = schema;
    if (formState.isSubmitted) void trigger();
  }, [schema, formState, trigger]);
  return form;
}
