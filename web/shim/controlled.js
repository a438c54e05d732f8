// Controlled properties (docs/patch-format.md, "Controlled properties"): the properties a user can change
// are written only where the live value differs, the value each was last rendered with is kept on the
// node, and after every event the page puts back what the handler did not render anew.

// Properties a user can change; the page puts them back when a handler leaves them as they were rendered.
const CONTROLLED = new Set(['value', 'checked', 'selected', 'indeterminate', 'selectedIndex'])
// On a node, the values its controlled properties were last rendered with, by name.
export const RENDERED = Symbol('vdom.rendered')

// Written only where the live value differs, so a caret or a selection is not disturbed for nothing.
export function setProperty(node, name, value) {
  if (node[name] !== value) write(node, name, value)
  if (CONTROLLED.has(name)) (node[RENDERED] ??= {})[name] = value
}

// Puts back what a user changed and the handler did not accept: the rendered value wins.
export function restoreControlled({ doc }, target) {
  restore(target)
  if (target.type === 'radio' && target.name) {
    for (const radio of doc.getElementsByName(target.name)) if (radio !== target) restore(radio)
  } else if (target.options) {
    for (const option of target.options) restore(option)
  }
}

function restore(node) {
  const rendered = node[RENDERED]
  if (rendered === undefined) return
  for (const name in rendered) if (node[name] !== rendered[name]) write(node, name, rendered[name])
}

// A new `value` of the focused field keeps the caret as far from the end as it was, where the field has a
// caret to read (text, search, url, tel and password inputs, textareas; the others' `selectionEnd` is
// null): a model that reformats what is typed leaves the caret after the same characters.
function write(node, name, value) {
  const fromEnd = name === 'value' && node.selectionEnd != null && node.getRootNode().activeElement === node
    ? node.value.length - node.selectionEnd : -1
  node[name] = value
  if (fromEnd < 0) return
  const at = Math.max(0, node.value.length - fromEnd)
  node.setSelectionRange(at, at)
}
