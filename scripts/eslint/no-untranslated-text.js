// Fails on visible text written into src/client: in JSX, and in the toasts shown from components,
// hooks and constants. Every text goes through a catalogue
// (src/shared/i18n/locales/<language>/<domain>.json) so it can be shown in the nine languages.

/** Attributes a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'label',
  'subtitle',
  'description',
  'emptyLabel',
]);

/** Fields of a toast a person reads. */
const TOAST_FIELDS = new Set(['title', 'description', 'label']);

/** Calls whose text arguments land in a toast: the toast itself and the server-message fallback. */
const TOAST_CALLS = new Set(['toast', 'toastError', 'errorMessage']);

/** Names that stay as they are in every language. */
const ALLOWED = /^(KasiTrade)$/;

const hasWords = (text) => {
  const trimmed = text.trim();
  return /\p{L}{2,}/u.test(trimmed) && !ALLOWED.test(trimmed);
};

const templateHasWords = (node) => node.quasis.some((quasi) => hasWords(quasi.value.cooked ?? ''));

const isTextExpression = (node) =>
  (node.type === 'Literal' && typeof node.value === 'string' && hasWords(node.value)) ||
  (node.type === 'TemplateLiteral' && templateHasWords(node)) ||
  (node.type === 'ConditionalExpression' &&
    (isTextExpression(node.consequent) || isTextExpression(node.alternate))) ||
  (node.type === 'LogicalExpression' && isTextExpression(node.right));

/** A shared message shown as its English: `POS_MESSAGES.failure` instead of messageText(…). */
const isSharedMessage = (node) =>
  (node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name.endsWith('_MESSAGES')) ||
  (node.type === 'ConditionalExpression' &&
    (isSharedMessage(node.consequent) || isSharedMessage(node.alternate))) ||
  (node.type === 'LogicalExpression' && isSharedMessage(node.right));

/** The object literals an argument can stand for: `cond ? { … } : { … }` gives both. */
const objectsOf = (node) => {
  if (node.type === 'ObjectExpression') return [node];
  if (node.type === 'ConditionalExpression')
    return [...objectsOf(node.consequent), ...objectsOf(node.alternate)];
  if (node.type === 'LogicalExpression') return objectsOf(node.right);
  return [];
};

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
      ? callee.property.name
      : null;

const keyName = (property) =>
  property.key.type === 'Identifier' ? property.key.name : property.key.value;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text in JSX and toasts goes through the message catalogue.' },
    messages: {
      text: 'Visible text "{{text}}" bypasses the catalogue: put it in a locales/<language>/<domain>.json and render t(key).',
      shared: 'Shared message "{{text}}" shown in English: render messageText({{text}}).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    const reportText = (node) => {
      if (isTextExpression(node)) report(node, context.sourceCode.getText(node));
      else if (isSharedMessage(node))
        context.report({
          node,
          messageId: 'shared',
          data: { text: context.sourceCode.getText(node).slice(0, 60) },
        });
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        reportText(node.expression);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !TEXT_ATTRIBUTES.has(node.name.name)) return;
        const value =
          node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value) reportText(value);
      },
      CallExpression(node) {
        if (!TOAST_CALLS.has(calleeName(node.callee))) return;
        for (const argument of node.arguments) {
          reportText(argument);
          for (const object of objectsOf(argument)) {
            for (const property of object.properties) {
              if (property.type === 'Property' && TOAST_FIELDS.has(keyName(property)))
                reportText(property.value);
            }
          }
        }
      },
      AssignmentExpression(node) {
        const target = node.left;
        const isDocumentTitle =
          target.type === 'MemberExpression' &&
          target.object.type === 'Identifier' &&
          target.object.name === 'document' &&
          target.property.type === 'Identifier' &&
          target.property.name === 'title';
        if (isDocumentTitle) reportText(node.right);
      },
    };
  },
};
