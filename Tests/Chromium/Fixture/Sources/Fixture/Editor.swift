import Observing
import VDOM

/// A title edited in place, as a to-do app edits an item: Enter closes the field. Each blur of the field
/// and each `focusout` that reaches the `<div>` around it is counted. Closing it removes the focused
/// field, at which Chromium fires `blur` and `focusout` while the frame is applied: the page dispatches
/// them once the frame's operations are done, to what is left of their path, so the removed field's blur
/// handler does not run and the `<div>` hears the `focusout`.
final class Editor {
    @Observed var editing = false
    @Observed var blurs = 0
    @Observed var focusOuts = 0
}

let editor = Editor()

func editorView() -> Element {
    div {
        button { "Edit" }.id("edit").on(.click) { editor.editing = true }
        if editor.editing {
            input().id("editor").call("focus", when: editor.editing)
                .on(.keyDown) { (event: inout DOMEvent) in if event.key == "Enter" { editor.editing = false } }
                .on(.blur) { editor.blurs += 1 }
        }
        output { "\(editor.blurs) blurs" }.id("blur-count")
        output { "\(editor.focusOuts) focusouts" }.id("focusout-count")
    }.on("focusout") { editor.focusOuts += 1 }
}
