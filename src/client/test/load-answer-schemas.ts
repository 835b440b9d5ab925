/**
 * The endpoint layer loads each answer's schema with the answer (a dynamic import, so zod stays
 * off the first loads). In the browser that module is one cached file; under vitest the first
 * import of each is compiled on demand, which can outlast a test's wait for the first answer.
 * Component tests (jsdom) therefore load the shared schemas before they start.
 */
if (typeof window !== 'undefined') {
  await Promise.all(
    Object.values(import.meta.glob('../../shared/**/*.schemas.ts')).map((load) => load()),
  );
}
