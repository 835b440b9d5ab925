// Fails on visible text written into JSX in src/client: every text goes through a catalogue
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

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text in JSX goes through the message catalogue.' },
    messages: {
      text: 'Visible text "{{text}}" bypasses the catalogue: put it in a locales/<language>/<domain>.json and render t(key).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        if (isTextExpression(node.expression)) report(node, context.sourceCode.getText(node));
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !TEXT_ATTRIBUTES.has(node.name.name)) return;
        const value =
          node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value && isTextExpression(value)) report(node, context.sourceCode.getText(value));
      },
    };
  },
};
