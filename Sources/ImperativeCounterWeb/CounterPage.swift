import CounterModel
import CounterViews
import Observing
import VDOM

/// Builds the counter page in `document`'s container with imperative code alone: elements made and
/// appended by hand, each kept current by `observe` closures that read the model. It is the declarative
/// page (`counterView` of `CounterWeb`) part for part, with the same DOM after every change, and the
/// same nodes numbered alike: each part is made in the order the diff makes the view's.
func buildCounterPage(in document: DOMDocument, counter: Counter) {
    let page = document.element("main", class: "counter") { page in
        page.append(document.element("h1", class: "counter-title", text: "Counter"))
        page.append(countRowElement(document, counter))
        page.append(historyChartElement(document, counter))
        page.append(document.element("div", class: "counter-tools") { tools in
            tools.append(countFieldElement(document, counter))
            tools.append(document.element("button", class: "randomize") { button in
                button.on(.click) { counter.randomize() }
                button.append("Randomize")
            })
        })
        page.append(factRowElement(document, counter))
        page.append(noteFieldElement(document, counter))
        page.append(factAlertElement(document, counter))
    }
    document.container.append(page)
}
