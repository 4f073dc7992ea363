// Finds texts a person reads that do not go through a message catalog: JSX text outside <Trans>,
// literal strings in attributes a person reads (aria-label, placeholder, title, alt…), and literal
// messages handed to a toast, a refusal (fail), a validator or a mail/push field. What is inside a
// Lingui macro (t, msg, plural, <Trans>) is in the catalogs and passes.
//
// Why not eslint-plugin-lingui's no-unlocalized-strings: it needs typescript-eslint, whose parser
// needs the TypeScript compiler's JavaScript API, which TypeScript 7 (this project's) no longer
// ships. Babel's parser reads the same files the build already compiles with it.
import { readFileSync } from "node:fs";
import { parse } from "@babel/parser";
import _traverse, { type NodePath } from "@babel/traverse";
import type * as t from "@babel/types";

const traverse = ((_traverse as unknown as { default?: typeof _traverse }).default ?? _traverse) as typeof _traverse;

export type Finding = { file: string; line: number; text: string; why: string };

// JSX attributes a person reads or hears.
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "placeholder",
  "title",
  "alt",
  "label",
  "description",
  // The app's own components' text props.
  "subtitle",
  "heading",
  "hint",
  "note",
  "failed",
  "busyLabel",
  "busyAction",
  "headings",
]);
// Object fields that carry a text to a person: toasts, refusals, validators, mail and pushes.
const MESSAGE_FIELDS = new Set([
  "message",
  "error",
  "description",
  "title",
  "body",
  "subject",
  "why",
  "stop",
  "label",
  "text",
  "reason",
  "empty",
  "fallback",
  "hint",
  "placeholder",
  "heading",
  "question",
  "answer",
  "summary",
  "action",
]);
// Calls whose text argument a person reads.
const MESSAGE_CALLS = new Set(["toast", "fail", "setError", "refine", "superRefine"]);
// zod's checks: their message is the argument after the rule (.min(1, "…"), .regex(re, "…")).
const VALIDATORS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "email",
  "url",
  "nonempty",
  "int",
  "positive",
  "nonnegative",
  "gte",
  "lte",
  "gt",
  "lt",
  "startsWith",
  "endsWith",
  "includes",
  "refine",
]);
const MACROS = new Set(["t", "msg", "plural", "select", "selectOrdinal", "ph", "defineMessage"]);
const MACRO_ELEMENTS = new Set(["Trans", "Plural", "Select", "SelectOrdinal"]);

/** Words a person reads: at least one run of two letters (in any script). Not a path, a key or a code. */
const isWords = (text: string) => /\p{L}{2,}/u.test(text) && !/^[\w.-]+(\/[\w.:-]*)+$/.test(text) && !/^[a-z][\w.-]*$/.test(text.trim());

const calleeName = (callee: t.Node): string | undefined => {
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && callee.property.type === "Identifier") {
    // toast.success(…), toast.error(…): the object names the sink.
    if (callee.object.type === "Identifier" && callee.object.name === "toast") return "toast";
    return callee.property.name;
  }
  return undefined;
};

/** Inside a Lingui macro: a tagged t`…`/msg`…`, a plural(…), or a <Trans> element. */
function inMacro(path: NodePath): boolean {
  return !!path.findParent((p) => {
    if (p.isTaggedTemplateExpression()) return p.node.tag.type === "Identifier" && MACROS.has(p.node.tag.name);
    if (p.isCallExpression()) return p.node.callee.type === "Identifier" && MACROS.has(p.node.callee.name);
    if (p.isJSXElement()) {
      const name = p.node.openingElement.name;
      return name.type === "JSXIdentifier" && MACRO_ELEMENTS.has(name.name);
    }
    return false;
  });
}

const literalText = (node: t.Node): string | undefined => {
  if (node.type === "StringLiteral") return node.value;
  if (node.type === "TemplateLiteral") return node.quasis.map((q) => q.value.cooked ?? "").join("{}");
  return undefined;
};

/**
 * A sentence: three words or more with a space, starting with a capital or ending like a sentence
 * ("Please try again.", "Continue to Pricing"). Where it is held (a const, a default argument, a
 * list) doesn't matter: a sentence in the code is a text someone reads unless it says otherwise.
 */
const isSentence = (text: string) =>
  (text.match(/\p{L}+/gu) ?? []).length >= 3 &&
  text.includes(" ") &&
  (/^[\s"'(“]*\p{Lu}/u.test(text) || /[.!?…:]\s*$/.test(text)) &&
  !/^[\s(]*(SELECT|INSERT|UPDATE|DELETE|CREATE|WITH|CASE|NOT EXISTS|EXISTS|FROM)\b|\bFROM \w+ \w+ (JOIN|WHERE)\b/.test(text);

// Where a sentence is for a program or a developer, not a person using Nudge: a log line, an Error
// (the Worker logs it and answers a plain 500), a type, a class name.
const NOT_READ_CALLS = new Set(["console", "Error", "TypeError", "RangeError"]);
const NOT_READ_ATTRIBUTES = new Set(["className", "d", "href", "src", "type", "pattern", "autoComplete", "inputMode"]);
// "// Not translated: the model's instructions" before a statement keeps its sentences English, by design.
const EXEMPT_NOTE = /^\s*Not translated:/;

function notRead(path: NodePath): boolean {
  return !!path.find((p) => {
    if (p.isCallExpression() || p.isNewExpression()) {
      const callee = p.node.callee;
      if (callee.type === "Identifier" && NOT_READ_CALLS.has(callee.name)) return true;
      return callee.type === "MemberExpression" && callee.object.type === "Identifier" && NOT_READ_CALLS.has(callee.object.name);
    }
    if (p.isJSXAttribute()) return p.node.name.type === "JSXIdentifier" && NOT_READ_ATTRIBUTES.has(p.node.name.name);
    if (p.isTSType() || p.isImportDeclaration() || p.isExportAllDeclaration()) return true;
    if (p.isExportNamedDeclaration() && p.node.source) return true;
    return (p.node.leadingComments ?? []).some((c) => EXEMPT_NOTE.test(c.value));
  });
}

export function untranslated(file: string, source = readFileSync(file, "utf8")): Finding[] {
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"], errorRecovery: true });
  const findings: Finding[] = [];
  const note = (node: t.Node, text: string, why: string) => {
    findings.push({ file, line: node.loc?.start.line ?? 0, text: text.trim().replace(/\s+/g, " ").slice(0, 80), why });
  };
  const checkValue = (path: NodePath, node: t.Node | null | undefined, why: string) => {
    if (!node) return;
    const text = literalText(node);
    if (text !== undefined && isWords(text) && !inMacro(path)) note(node, text, why);
    // cond ? "A" : "B", a ?? "B"
    if (node.type === "ConditionalExpression") {
      checkValue(path, node.consequent, why);
      checkValue(path, node.alternate, why);
    }
    if (node.type === "LogicalExpression") checkValue(path, node.right, why);
    // headings={["Message", "Sent"]}: each of a list's texts.
    if (node.type === "ArrayExpression") for (const element of node.elements) checkValue(path, element as t.Node, why);
  };

  traverse(ast, {
    TaggedTemplateExpression(path) {
      // A t`…` run when the module loads: in the browser before any language is shown (it throws),
      // in the Worker outside any request (always English). msg`…`, a getter or a function instead.
      if (path.node.tag.type === "Identifier" && path.node.tag.name === "t" && !path.getFunctionParent())
        note(path.node, literalText(path.node.quasi) ?? "", "t made at module load");
    },
    StringLiteral(path) {
      if (isSentence(path.node.value) && !inMacro(path) && !notRead(path))
        note(path.node, path.node.value, "a sentence outside the catalogs");
    },
    TemplateLiteral(path) {
      const text = literalText(path.node) ?? "";
      if (path.parent.type === "TaggedTemplateExpression") return;
      if (isSentence(text) && !inMacro(path) && !notRead(path)) note(path.node, text, "a sentence outside the catalogs");
    },
    JSXText(path) {
      const text = path.node.value;
      if (isWords(text) && !inMacro(path)) note(path.node, text, "JSX text outside <Trans>");
    },
    JSXAttribute(path) {
      const name = path.node.name.type === "JSXIdentifier" ? path.node.name.name : "";
      if (!READ_ATTRIBUTES.has(name)) return;
      const value = path.node.value;
      if (value?.type === "StringLiteral") checkValue(path, value, `${name}="…" is read`);
      if (value?.type === "JSXExpressionContainer") checkValue(path, value.expression as t.Node, `${name} is read`);
    },
    JSXExpressionContainer(path) {
      // {"Some words"} or {cond ? "A" : "B"} as a child.
      if (path.parent.type !== "JSXElement" && path.parent.type !== "JSXFragment") return;
      checkValue(path, path.node.expression as t.Node, "text child outside <Trans>");
    },
    CallExpression(path) {
      const name = calleeName(path.node.callee);
      if (!name) return;
      if (MESSAGE_CALLS.has(name)) for (const arg of path.node.arguments) checkValue(path, arg as t.Node, `${name}(…) shows it`);
      else if (VALIDATORS.has(name) && path.node.callee.type === "MemberExpression")
        for (const arg of path.node.arguments.slice(1)) checkValue(path, arg as t.Node, `.${name}(…)'s message`);
    },
    ObjectProperty(path) {
      const key =
        path.node.key.type === "Identifier" ? path.node.key.name : path.node.key.type === "StringLiteral" ? path.node.key.value : "";
      if (!MESSAGE_FIELDS.has(key)) return;
      checkValue(path, path.node.value as t.Node, `${key}: is shown`);
    },
  });
  // A literal can be both a sentence and, say, a toast's title: one finding per place.
  const seen = new Set<string>();
  return findings.filter((f) => !seen.has(`${f.line} ${f.text}`) && seen.add(`${f.line} ${f.text}`));
}
