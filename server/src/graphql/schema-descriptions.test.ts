// External tools learn the API by introspection: every type they can see, every field, argument
// and enum value carries a description (graphql's own scalars and the introspection types aside).
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema, staleApiDescriptions } from '../schema';

function undescribed(): string[] {
  const missing: string[] = [];
  const blank = (text: string | null | undefined) => !text || !text.trim();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
    }
    if (isUnionType(type) && blank(type.description)) missing.push(type.name);
  }
  return missing;
}

describe('the public schema', () => {
  it('describes every type, field, argument and enum value a tool sees', () => {
    expect(undescribed()).toEqual([]);
  });

  it('keeps no description for a part that does not exist or is described in its domain', () => {
    expect(staleApiDescriptions).toEqual([]);
  });
});
