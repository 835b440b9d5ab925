import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** One route of the client router, as the page-weight report needs it. */
export interface ClientRoute {
  path: string;
  /** Guarded routes render inside the app layout. */
  guarded: boolean;
  /** The page module relative to the Vite root (src/client), as the build manifest names it. */
  page: string;
}

const ROUTES_FILE = 'src/client/app/route-table.ts';

const stringsOf = (node: ts.Expression | undefined): string[] =>
  node && ts.isArrayLiteralExpression(node)
    ? node.elements.filter(ts.isStringLiteral).map((e) => e.text)
    : node && ts.isStringLiteral(node)
      ? [node.text]
      : [];

function importSpecifier(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [arg] = node.arguments;
    return arg && ts.isStringLiteral(arg) ? arg.text : undefined;
  }
  return ts.forEachChild(node, importSpecifier);
}

/** '@client/features/x' or './pages/x' (from src/client/app) to 'features/x' or 'app/pages/x'. */
const toRootRelative = (spec: string) =>
  spec.startsWith('@client/') ? spec.slice('@client/'.length) : `app/${spec.replace(/^\.\//, '')}`;

function property(object: ts.ObjectLiteralExpression, name: string) {
  const found = object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  );
  return found?.initializer;
}

/**
 * Reads the route tables of src/client/app/route-table.ts (AREA_ROUTES, PUBLIC_ROUTES and the
 * fallback pages) without executing client code, so every route added there is measured.
 */
export function readClientRoutes(file = ROUTES_FILE): ClientRoute[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const tables = new Map<string, ts.Expression>();
  source.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer) tables.set(d.name.text, d.initializer);
    }
  });
  const pageOf = (name: string) => {
    const spec = importSpecifier(tables.get(name));
    if (!spec) throw new Error(`${file}: ${name} is not a lazy import`);
    return toRootRelative(spec);
  };
  const routes: ClientRoute[] = [];
  const entries = (name: string) => {
    const table = tables.get(name);
    if (!table || !ts.isArrayLiteralExpression(table)) throw new Error(`${file}: no ${name}`);
    return table.elements.filter(ts.isObjectLiteralExpression);
  };
  for (const entry of entries('PUBLIC_ROUTES')) {
    const spec = importSpecifier(property(entry, 'page'))!;
    for (const path of stringsOf(property(entry, 'path'))) {
      routes.push({ path, guarded: false, page: toRootRelative(spec) });
    }
  }
  // A page may be named by a constant declared beside the tables (`page: posPage`).
  const pageProperty = (entry: ts.ObjectLiteralExpression) => {
    const page = property(entry, 'page');
    return page && ts.isIdentifier(page) ? tables.get(page.text) : page;
  };
  for (const entry of entries('AREA_ROUTES')) {
    const spec = importSpecifier(pageProperty(entry));
    const paths = stringsOf(property(entry, 'paths'));
    if (!spec) throw new Error(`${file}: ${paths.join(', ')} has no lazy page`);
    for (const path of paths) {
      routes.push({ path, guarded: true, page: toRootRelative(spec) });
    }
  }
  routes.push({ path: '(404)', guarded: false, page: pageOf('NotFoundPage') });
  return routes;
}
