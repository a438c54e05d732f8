import VDOM

/// A field for a name and a greeting that follows it as it is typed.
func greeterView(_ greeting: Greeting) -> Element {
    div {
        label {
            "Your name"
            input()
                .type("text")
                .placeholder("Ada")
                .value(greeting.name)
                .on(.input) { (event: inout DOMEvent) in greeting.rename(to: event.value ?? "") }
        }
        p { greeting.name.isEmpty ? "Hello!" : "Hello, \(greeting.name)!" }.class("greeting")
    }
    .class("greeter")
}
