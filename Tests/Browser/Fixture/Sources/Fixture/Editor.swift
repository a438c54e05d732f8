import Observing
import VDOM

/// A title edited in place, as a to-do app edits an item: Enter closes the field, and each blur of it that
/// reaches the app is counted. Closing it removes the focused field, at which Chromium fires `blur` while
/// the frame is applied: the page dispatches none then, so only a blur the user causes is counted.
final class Editor {
    @Observed var editing = false
    @Observed var blurs = 0
}

let editor = Editor()

func editorView() -> Element {
    div {
        button { "Edit" }.id("edit").on(.click) { editor.editing = true }
        if editor.editing {
            input().id("editor").call("focus", when: editor.editing)
                .on(.keyDown) { (event: inout DOMEvent) in if Text(event.key ?? "") == "Enter" { editor.editing = false } }
                .on(.blur) { editor.blurs += 1 }
        }
        output { "\(editor.blurs) blurs" }.id("blur-count")
    }
}
