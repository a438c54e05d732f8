// Method calls (`callMethod`) wait until the rest of the frame is applied: the methods that matter (focus,
// showModal) only work on nodes that are in the document, and a new subtree is inserted after its elements
// were described (docs/patch-format.md, "Ordering rules").

// Runs the frame's calls, in order. One that fails is reported, and the others still run.
export function callMethods(state) {
  const calls = state.methods
  state.methods = []
  for (let k = 0; k < calls.length; k += 2) {
    const node = calls[k], name = calls[k + 1]
    try {
      // An open dialog shown again (a new value presented) is closed first, as showModal() alone
      // would throw or do nothing: the focus goes back where it was, and from there into the dialog.
      if (name === 'showModal' && node.open) node.close?.()
      if (typeof node[name] === 'function') node[name]()
      else if (name === 'showModal' || name === 'show') node.setAttribute('open', '')
      else if (name === 'close' && node.localName === 'dialog') node.removeAttribute('open')
      else state.report(5, `<${node.localName}> has no method ${name}()`)
    } catch (error) {
      state.report(5, `<${node.localName}>.${name}() failed: ${error}`)
    }
  }
}
