import VDOM
import VDOMTesting

/// A page adopted by its view's first frame, for `Tests/Adoption/vectors.json`: the view's own static
/// HTML, edited where the vector is about a difference.
struct AdoptionVector {
    let name: String
    let about: String
    let view: () -> NodeList
    var edit: (String) -> String = { $0 }
}

private func shop(items: [String] = ["milk", "eggs"]) -> () -> NodeList {
    {
        NodeList([Node(main {
            h1 { "Shop" }
            p { "\(items.count) items" }
            ul { for item in items { li { item } } }.id("items")
            button { "Add" }.on(.click) {}
        }.class("shop"))])
    }
}

private let word = Template<String> { text in li { strong { "» " }; text.text { Text($0) } }.on(.click, text.action { _ in }) }

private func words() -> NodeList {
    NodeList([Node(ul { for text in ["one", "two", "three"] { word(text) } })])
}

/// Every adoption vector: a page that matches, each kind of difference the reports name, and what static
/// HTML adds for the page alone (separators between texts, the events listened to, form state).
enum AdoptionVectors {
    static let all: [AdoptionVector] = [
        AdoptionVector(name: "exact-match", about: "The page is the view's: every node taken, nothing made, nothing reported.",
                       view: shop()),
        AdoptionVector(name: "text-changed", about: "A text differs: taken, given the frame's data, reported at its parent.",
                       view: shop()) { $0.replacingOccurrences(of: "2 items", with: "3 items") },
        AdoptionVector(name: "text-shortened", about: "A report shows a text of more than 40 UTF-16 units as its first 39 and an ellipsis.",
                       view: shop(items: ["a label long enough to be shortened in a report"])) {
            $0.replacingOccurrences(of: "shortened", with: "cut")
        },
        AdoptionVector(name: "missing", about: "The page lacks the second item: made with its text at the end of the list.",
                       view: shop()) { $0.replacingOccurrences(of: "<li>eggs</li>", with: "") },
        AdoptionVector(name: "extra", about: "The page has a third item: removed when the list is inserted.",
                       view: shop()) { $0.replacingOccurrences(of: "</ul>", with: "<li>bread</li></ul>") },
        AdoptionVector(name: "other-tag", about: "Another tag where the heading is: a new heading put before it, which is then extra.",
                       view: shop()) { $0.replacingOccurrences(of: "<h1>Shop</h1>", with: "<h2>Shop</h2>") },
        AdoptionVector(name: "attribute-changed", about: "An attribute the frame writes differs: written, reported with both values.",
                       view: shop()) { $0.replacingOccurrences(of: "class=\"shop\"", with: "class=\"store\"") },
        AdoptionVector(name: "attribute-missing", about: "An attribute the frame writes is missing: written, reported.",
                       view: shop()) { $0.replacingOccurrences(of: " id=\"items\"", with: "") },
        AdoptionVector(name: "text-split", about: "A translator's split heading: the first part takes the text, the rest is extra.",
                       view: shop()) { $0.replacingOccurrences(of: "<h1>Shop</h1>", with: "<h1>Sh<b>!</b>op</h1>") },
        AdoptionVector(name: "separators", about: "Empty comments keep texts apart in HTML: removed, each text taken; an empty text is made, unreported.",
                       view: { [Node(p { "2"; " items"; Text(""); " for "; "Ada" })] }),
        AdoptionVector(name: "mount-point", about: "A text straight in the container is reported at the mount point.",
                       view: { [.text("Hello")] }) { $0.replacingOccurrences(of: "Hello", with: "Hallo") },
        AdoptionVector(name: "template-copies", about: "The first item is built and defined as a template, the others are copies: each copy taken whole.",
                       view: words),
        AdoptionVector(name: "template-copy-text", about: "A copy taken whose text differs: given the copy's text, reported once the frame is in.",
                       view: words) { $0.replacingOccurrences(of: "two", with: "deux") },
        AdoptionVector(name: "keyed-list", about: "A keyed list: its items taken in order, as any other nodes.",
                       view: { [Node(ul { for id in [3, 1, 2] { li { "item \(id)" }.key(.int(id)) } })] }),
        AdoptionVector(name: "form-state", about: "Form state written as attributes for the parser: removed, the controls keeping it; a value the frame writes stays.",
                       view: {
                           [Node(form {
                               input().id("name").value("Ada")
                               input().type("checkbox").checked(true)
                               select { option { "S" }.attribute("value", "s"); option { "M" }.attribute("value", "m") }.value("m")
                               textarea().value("two\nlines")
                               input().type("submit").attribute("value", "Send")
                           }.on(.submit) { event in event.preventDefault() })]
                       }),
    ]
}
