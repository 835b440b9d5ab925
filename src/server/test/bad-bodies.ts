import fc from 'fast-check';
import { exampleOf, type JsonSchema } from './openapi';

/** Generated malformed input for the route-walking suite (src/server/contract/bad-input.test.ts). */
const junk = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 3 }),
);
export const badPathParam = fc.oneof(
  fc.constantFrom(
    'abc',
    '0',
    "1' or '1'='1",
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(300),
  ),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }),
);

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
/** The type the server receives: JSON sends NaN and Infinity as null. */
const sentTypeOf = (value: unknown) => typeOf(JSON.parse(JSON.stringify([value]))[0]);
export const allowedTypes = (schema: JsonSchema | undefined): string[] => {
  if (!schema) return [];
  const nullable = schema.nullable ? ['null'] : [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...options.flatMap(allowedTypes), ...nullable];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...types.map((type) => (type === 'integer' ? 'number' : type)), ...nullable];
};

/** Bodies that break the schema: not an object, a required field missing, a field of the wrong type, too long, out of range. */
export function badBodies(schema: JsonSchema): fc.Arbitrary<unknown> {
  const example = (exampleOf(schema) ?? {}) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const variants: fc.Arbitrary<unknown>[] = [
    fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(junk, { maxLength: 3 })),
  ];
  if (required.length > 0) {
    variants.push(
      fc.constantFrom(...required).map((key) => {
        const { [key]: _removed, ...rest } = example;
        return { ...rest, unexpectedField: 'extra' };
      }),
    );
  }
  if (properties.length > 0) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...properties), junk)
        .filter(
          ([[, prop], value]) =>
            !allowedTypes(prop).includes(sentTypeOf(value)) && allowedTypes(prop).length > 0,
        )
        .map(([[key], value]) => ({ ...example, [key]: value })),
    );
    const strings = properties.filter(([, prop]) => allowedTypes(prop).includes('string'));
    if (strings.length > 0) {
      variants.push(
        fc.constantFrom(...strings).map(([key]) => ({ ...example, [key]: 'x'.repeat(300_000) })),
      );
    }
    const numbers = properties.filter(
      ([, prop]) => allowedTypes(prop).includes('number') && prop.type !== undefined,
    );
    const outOfRange = numbers.flatMap(([key, prop]) => [
      ...(prop.type === 'integer' ? [{ ...example, [key]: 1.5 }] : []),
      ...(typeof prop.minimum === 'number' ? [{ ...example, [key]: prop.minimum - 1 }] : []),
      ...(typeof prop.maximum === 'number' ? [{ ...example, [key]: prop.maximum + 1 }] : []),
    ]);
    const money = properties.filter(
      ([, prop]) =>
        (prop.anyOf ?? []).some((o) => o.type === 'string') &&
        (prop.anyOf ?? []).some((o) => o.type === 'number'),
    );
    outOfRange.push(...money.map(([key]) => ({ ...example, [key]: '12.345' })));
    if (outOfRange.length > 0) variants.push(fc.constantFrom(...outOfRange));
  }
  return fc.oneof(...variants);
}
