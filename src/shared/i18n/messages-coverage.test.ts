import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import english from './locales/en/messages.json';
import { phraseFinder, type Phrase } from './phrase';
import { VAS_KIND_LABELS, VAS_KINDS, VAS_MESSAGES } from '../vas/vas.schemas';
import { LOAN_TERMS } from '../micro-lending/loan-types';
import { LIMIT_MESSAGES } from '../money/limits';

/**
 * The shared catalogue (messages.json) is keyed by English text, so a message the server or a
 * form shows is translated only if its exact English is a key. These checks find every such
 * text in the source and require its key: a new refusal cannot ship in English only.
 */
const SRC = path.join(import.meta.dirname, '..', '..');
const known = new Set(Object.keys(english));
/** A filled-in phrase ("Price must be at most R100 000.00") counts by its key, as it is worded. */
const findPhrase = phraseFinder(known);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}
const read = (dir: string) =>
  sourceFiles(path.join(SRC, dir)).map((file) => ({
    file: path.relative(SRC, file),
    text: readFileSync(file, 'utf8'),
  }));

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
const unquote = (literal: string) => literal.slice(1, -1).replace(/\\(.)/g, '$1');
const hasWords = (text: string) => /[A-Za-z]{2}/.test(text);

/** Every string literal the pattern's `text` group captures, with where it was found. */
function literals(
  files: { file: string; text: string }[],
  pattern: string,
  map = (t: string) => t,
) {
  const found: string[] = [];
  for (const { file, text } of files) {
    for (const match of text.matchAll(new RegExp(pattern, 'g'))) {
      const value = map(unquote(match.groups!.text!));
      if (hasWords(value)) found.push(`${file}: ${value}`);
    }
  }
  return found;
}
const textOf = (entry: string) => entry.split(': ').slice(1).join(': ');
const missing = (found: string[]) =>
  found.filter((entry) => !known.has(textOf(entry)) && !findPhrase(textOf(entry)));

const HELPERS = new Set(['conflict', 'forbidden', 'unauthenticated', 'rateLimited']);
const SECOND = new Set(['ruleViolation', 'AppError']);
const isTemplate = (node: ts.Node | undefined): boolean =>
  !!node &&
  (ts.isTemplateExpression(node) ||
    (ts.isConditionalExpression(node) &&
      (isTemplate(node.whenTrue) || isTemplate(node.whenFalse))) ||
    (ts.isParenthesizedExpression(node) && isTemplate(node.expression)));

/**
 * Refusal texts built from a template literal, however they reach AppError: passed to it or its
 * helpers directly, through a variable of the file, or as the `message` of a refusal object
 * (`{ reason, message }`, as checkCredit returns) that a service throws. Parsed, not pattern-matched.
 */
function templateRefusals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const templates = new Map<string, ts.Node>();
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visitDeclarations = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      isTemplate(node.initializer)
    )
      templates.set(node.name.text, node);
    ts.forEachChild(node, visitDeclarations);
  };
  const visit = (node: ts.Node): void => {
    const call = ts.isCallExpression(node) || ts.isNewExpression(node) ? node : null;
    const callee = call && ts.isIdentifier(call.expression) ? call.expression.text : '';
    const text = HELPERS.has(callee)
      ? call!.arguments?.[0]
      : SECOND.has(callee)
        ? call!.arguments?.[1]
        : undefined;
    if (text && isTemplate(text)) report(text, `${callee}(\`...\`)`);
    if (text && ts.isIdentifier(text) && templates.has(text.text))
      report(text, `${callee}(${text.text}), ${text.text} a template literal`);
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map(
        node.properties.filter(ts.isPropertyAssignment).map((p) => [p.name.getText(source), p]),
      );
      const message = props.get('message');
      if (props.has('reason') && message && isTemplate(message.initializer))
        report(message, 'a refusal whose message is a template literal');
    }
    ts.forEachChild(node, visit);
  };
  visitDeclarations(source);
  visit(source);
  return found;
}

const server = read('server');
const shared = read('shared').filter((f) => !f.file.startsWith('shared/i18n'));

describe('the shared catalogue has every message the server and the forms show', () => {
  it('has the English of every phrase with values', () => {
    const found = literals([...server, ...shared], String.raw`\bphrase\(\s*(?<text>${STRING})`);
    expect(found.length).toBeGreaterThan(10);
    expect(missing(found)).toEqual([]);
  });

  it('has every fixed refusal the server throws', () => {
    const fixed = String.raw`\b(?:conflict|forbidden|unauthenticated|rateLimited)\(\s*(?<text>${STRING})`;
    const second = String.raw`\b(?:ruleViolation|new AppError|body)\(\s*[^,()]+,\s*(?<text>${STRING})`;
    const tuples = String.raw`\[\s*'[A-Z_]+',\s*(?<text>${STRING})\s*\]`;
    const found = [
      ...literals(server, fixed),
      ...literals(server, second),
      ...literals(server, tuples),
      ...literals(server, String.raw`\bnotFound\(\s*(?<text>${STRING})`, (t) => `${t} not found`),
    ];
    expect(found.length).toBeGreaterThan(60);
    expect(missing(found)).toEqual([]);
  });

  it('builds no refusal from a template literal (use phrase, so it can be translated)', () => {
    const helpers = String.raw`\b(?:conflict|forbidden|unauthenticated|rateLimited|notFound)\(\s*\``;
    const second = String.raw`\b(?:ruleViolation|new AppError)\(\s*[^,()]+,\s*\``;
    // notFound's own template is the one exception: its callers' names are checked above.
    const offenders = server.filter(
      ({ file, text }) =>
        file !== path.join('server', 'lib', 'app-error.ts') &&
        (new RegExp(helpers).test(text) || new RegExp(second).test(text)),
    );
    expect(offenders.map((f) => f.file)).toEqual([]);
  });

  it('builds no refusal from a template literal on its way to AppError, through a variable too', () => {
    const probe = [
      'export function refuse(left: number) {',
      '  const message = `Only ${left} left`;',
      '  throw conflict(message);',
      '}',
      "export const rule = (n: number) => ({ reason: 'OVER', message: `Limit ${n}`, details: {} });",
      "export const fine = (n: number) => ({ reason: 'OVER', message: phrase('Limit {n}', { n }) });",
    ].join('\n');
    expect(templateRefusals('probe.ts', probe)).toEqual([
      'probe.ts:3 conflict(message), message a template literal',
      'probe.ts:5 a refusal whose message is a template literal',
    ]);
    const offenders = [...server, ...shared]
      .filter(({ file }) => file !== path.join('server', 'lib', 'app-error.ts'))
      .flatMap(({ file, text }) => templateRefusals(file, text));
    expect(offenders).toEqual([]);
  });

  it('has every validation message the shared schemas give', () => {
    const options = String.raw`\b(?:error|message):\s*(?<text>${STRING})`;
    const checks = String.raw`\.(?:min|max|regex|length|refine|email|int|positive|nonnegative)\((?:[^()'"]|\([^()]*\))*?(?<text>${STRING})\s*\)`;
    const found = [...literals(shared, options), ...literals(shared, checks)];
    expect(found.length).toBeGreaterThan(20);
    expect(missing(found)).toEqual([]);
  });

  it('has every text of the shared message tables', async () => {
    const modules = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts'], {
      eager: true,
    });
    const texts: string[] = [];
    const walk = (value: unknown, where: string): void => {
      if (typeof value === 'string') texts.push(`${where}: ${value}`);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
    };
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (name.endsWith('_MESSAGES')) walk(value, `${file} ${name}`);
      }
    }
    for (const kind of VAS_KINDS) {
      texts.push(`VAS_MESSAGES.range: ${VAS_MESSAGES.range(kind)}`);
      texts.push(`VAS_KIND_LABELS: ${VAS_KIND_LABELS[kind]}`);
    }
    for (const terms of Object.values(LOAN_TERMS)) texts.push(`LOAN_TERMS: ${terms.label}`);
    const wallet: Phrase = LIMIT_MESSAGES.wallet(0);
    texts.push(`LIMIT_MESSAGES.wallet: ${wallet.text}`);
    expect(texts.length).toBeGreaterThan(100);
    expect(missing(texts)).toEqual([]);
  });
});
