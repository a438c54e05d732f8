import VDOM

/// Makes random cases: a first step, then each later one by changing the one before (its view a little or
/// all of it, some cells, some words), as an app's state changes between renders.
public enum Generator {
    /// Case `index` of the run with `seed`: two to four steps.
    public static func fuzzCase(seed: UInt64, index: Int) -> FuzzCase {
        var random = SplitMix(seed: seed, case: index)
        var step = firstStep(&random)
        var steps = [step]
        for _ in 1..<(2 + random.below(3)) {
            step = nextStep(after: step, &random)
            steps.append(step)
        }
        return FuzzCase(steps: steps)
    }

    public static func firstStep(_ random: inout SplitMix) -> Step {
        Step(view: root(&random), cells: (0..<FuzzModel.cellCount).map { _ in node(&random, .cell) },
             words: (0..<FuzzModel.wordCount).map { _ in random.pick(Vocabulary.words) }).normalized()
    }

    public static func nextStep(after previous: Step, _ random: inout SplitMix) -> Step {
        var step = previous
        switch random.below(8) {
        case 0: step.view = root(&random)
        case 1: break
        default: step.view = mutated(previous.view, &random, .root)
        }
        for index in step.cells.indices where random.oneIn(3) {
            step.cells[index] = random.oneIn(4) ? node(&random, .cell) : mutated(step.cells[index], &random, .cell)
        }
        for index in step.words.indices where random.oneIn(3) { step.words[index] = random.pick(Vocabulary.words) }
        return step.normalized()
    }

    /// A view's root: mostly an element with a list in it, sometimes any node.
    static func root(_ random: inout SplitMix) -> Spec {
        if random.oneIn(6) { return node(&random, .root) }
        return .element(element(random.pick(["div", "section", "ul"]), &random, .root))
    }

    static func node(_ random: inout SplitMix, _ place: Place) -> Spec {
        switch random.below(20) {
        case 0, 1: return .text(random.pick(Vocabulary.words))
        case 2: return .comment(random.pick(Vocabulary.words))
        case 3: return .hole
        case 4 where place.depth > 0 && place.space != .math: return .use(use(&random))
        case 5 where place.depth > 0 && place.space != .math && !place.inCell:
            return .cell(CellSpec(slot: random.below(FuzzModel.cellCount), key: nil))
        default: return .element(element(tag(&random, place), &random, place))
        }
    }

    static func use(_ random: inout SplitMix) -> UseSpec {
        UseSpec(template: random.below(FuzzTemplates.count), key: nil, label: random.pick(Vocabulary.words),
                tokens: random.pick(Vocabulary.classes), title: random.pick(Vocabulary.words),
                word: random.oneIn(3) ? random.below(FuzzModel.wordCount) : nil)
    }

    static func tag(_ random: inout SplitMix, _ place: Place) -> String {
        switch place.space {
        case .html:
            if random.oneIn(16) { return "svg" }
            if random.oneIn(40) { return "math" }
            return random.pick(Vocabulary.htmlTags)
        case .svg: return random.oneIn(5) ? "foreignObject" : random.pick(Vocabulary.svgTags)
        case .math: return random.pick(Vocabulary.mathTags)
        }
    }

    /// An element with `tag` at `place`: what it says about itself, and its content.
    static func element(_ tag: String, _ random: inout SplitMix, _ place: Place) -> ElementSpec {
        var element = ElementSpec(tag: tag)
        element.wrapper = [.none, .none, .none, .component, .inputComponent][random.below(5)]
        let space = place.space(of: tag)
        decorate(&element, &random, space)
        let inner = place.children(of: tag)
        if space == .html && tag == "select" {
            element.children = (0..<1 + random.below(4)).map { _ in .element(option(&random)) }
            if random.oneIn(2) { element.children = keyed(element.children, &random) }
        } else if space == .html && Vocabulary.rawHTMLTags.contains(tag) && random.oneIn(8) {
            element.html = random.pick(Vocabulary.rawHTML)
        } else if space != .html || Vocabulary.containers.contains(tag), inner.canGrow {
            element.children = list(&random, inner)
        }
        return element
    }

    static func list(_ random: inout SplitMix, _ place: Place) -> [Spec] {
        let children = (0..<random.below(6)).map { _ in node(&random, place) }
        return random.oneIn(2) ? keyed(children, &random) : children
    }

    /// A long keyed list of rows of one shape, elements or uses of one template: what a table renders,
    /// and what the page fills out of the document when an empty list gets it all at once.
    static func rows(_ random: inout SplitMix) -> [Spec] {
        let template = random.oneIn(2) ? random.below(FuzzTemplates.count) : nil
        var keys = Vocabulary.rowKeys
        random.shuffle(&keys)
        return (0..<12 + random.below(20)).map { index in
            if let template {
                var row = use(&random)
                row.template = template
                row.key = keys[index]
                return .use(row)
            }
            var row = ElementSpec(tag: "li")
            row.key = keys[index]
            row.classes = random.pick(Vocabulary.classes)
            row.children = [.text(random.pick(Vocabulary.words))]
            return .element(row)
        }
    }

    static func option(_ random: inout SplitMix) -> ElementSpec {
        var option = ElementSpec(tag: "option")
        option.wrapper = random.oneIn(6) ? .component : .none
        option.attributes = [NamedValue(name: "value", value: random.pick(Vocabulary.optionValues))]
        option.properties = [PropertySpec(name: "selected", value: .bool(random.oneIn(2)))]
        option.children = [.text(random.pick(["A", "B", "C"]))]
        return option
    }

    /// Attributes, class, styles, listeners and properties for an element in `space`.
    static func decorate(_ element: inout ElementSpec, _ random: inout SplitMix, _ space: Place.Space) {
        let tag = element.tag
        element.attributes = []
        if space == .html && tag == "input" {
            element.attributes.append(NamedValue(name: "type", value: random.pick(["text", "checkbox", "radio"])))
        }
        if space == .html && tag == "select" && random.oneIn(4) {
            element.attributes.append(NamedValue(name: "multiple", value: ""))
        }
        let names = space == .html ? Vocabulary.htmlAttributes : space == .svg ? Vocabulary.svgAttributes : ["data-x"]
        for name in names where random.oneIn(4) {
            element.attributes.append(NamedValue(name: name, value: random.pick(Vocabulary.words)))
        }
        if space == .svg && tag == "svg" && random.oneIn(4) {
            element.attributes.append(NamedValue(name: "xmlns:xlink", value: Vocabulary.xlink))
        }
        element.classes = random.pick(Vocabulary.classes)
        element.styles = []
        if space != .math {
            for style in Vocabulary.styles where random.oneIn(4) {
                element.styles.append(StyleSpec(name: style.name, value: random.pick(style.values), important: random.oneIn(4)))
            }
        }
        element.listeners = Vocabulary.events.filter { _ in random.oneIn(6) }
        element.properties = space == .html ? properties(for: element, &random) : []
    }

    /// Properties that fit the element: form state for form controls, a reflected and two plain ones
    /// elsewhere.
    static func properties(for element: ElementSpec, _ random: inout SplitMix) -> [PropertySpec] {
        var properties: [PropertySpec] = []
        func maybe(_ oneIn: Int, _ name: String, _ value: @autoclosure () -> PropertyValue) {
            if random.oneIn(oneIn) { properties.append(PropertySpec(name: name, value: value())) }
        }
        switch element.tag {
        case "input":
            switch element.attributes.first?.value {
            case "text":
                maybe(2, "value", .string(random.pick(Vocabulary.words)))
                maybe(5, "disabled", .bool(random.oneIn(2)))
            case "checkbox":
                maybe(2, "checked", .bool(random.oneIn(2)))
                maybe(4, "indeterminate", .bool(random.oneIn(2)))
            default:
                maybe(2, "checked", .bool(random.oneIn(2)))
            }
        case "textarea":
            maybe(2, "value", .string(random.pick(Vocabulary.words)))
        case "select" where element.attributes.first?.name != "multiple":
            if random.oneIn(2) {
                properties.append(PropertySpec(name: "value", value: .string(random.pick(Vocabulary.optionValues + ["zz"]))))
            } else {
                properties.append(PropertySpec(name: "selectedIndex", value: .number(Double(random.below(4) - 1))))
            }
        case "select":
            break
        case "option":
            properties.append(PropertySpec(name: "selected", value: .bool(random.oneIn(2))))
        case "button":
            maybe(3, "disabled", .bool(random.oneIn(2)))
        default:
            maybe(6, "hidden", .bool(random.oneIn(2)))
            maybe(6, "answer", .number(random.pick(Vocabulary.numbers)))
            maybe(8, "note", .string(random.pick(Vocabulary.words)))
        }
        return properties
    }

    /// Gives most of the nodes that can have one a distinct key, so some lists are keyed and some mixed.
    static func keyed(_ children: [Spec], _ random: inout SplitMix) -> [Spec] {
        var pool = Vocabulary.keys
        random.shuffle(&pool)
        return children.map { child in
            var child = child
            if child.isKeyable, !random.oneIn(5), let key = pool.popLast() { child.key = key }
            return child
        }
    }

    // MARK: Changes

    /// The spec changed a little at random: what an element says about itself, its children's order,
    /// which of them there are, texts and holes' values.
    static func mutated(_ spec: Spec, _ random: inout SplitMix, _ place: Place) -> Spec {
        switch spec {
        case .text:
            if random.oneIn(6) { return node(&random, place) }
            return random.oneIn(3) ? .text(random.pick(Vocabulary.words)) : spec
        case .comment:
            return random.oneIn(3) ? .comment(random.pick(Vocabulary.words)) : spec
        case .hole:
            return random.oneIn(4) ? node(&random, place) : spec
        case var .use(use):
            switch random.below(8) {
            case 0: use.label = random.pick(Vocabulary.words)
            case 1: use.tokens = random.pick(Vocabulary.classes)
            case 2: use.title = random.pick(Vocabulary.words)
            case 3: use.word = use.word == nil ? random.below(FuzzModel.wordCount) : nil
            case 4: use.template = random.below(FuzzTemplates.count)
            case 5: return node(&random, place)
            default: break
            }
            return .use(use)
        case var .cell(cell):
            if random.oneIn(8) { return node(&random, place) }
            if random.oneIn(4) { cell.slot = random.below(FuzzModel.cellCount) }
            return .cell(cell)
        case let .element(element):
            return .element(mutated(element, &random, place))
        }
    }

    static func mutated(_ original: ElementSpec, _ random: inout SplitMix, _ place: Place) -> ElementSpec {
        var element = original
        let space = place.space(of: element.tag)
        switch random.below(16) {
        case 0:
            element = Generator.element(tag(&random, place), &random, place)
            element.key = original.key
            element.wrapper = original.wrapper
            if Vocabulary.containers.contains(element.tag) && Vocabulary.containers.contains(original.tag)
                && element.html == nil && original.html == nil {
                element.children = original.children
            }
            return element
        case 1:
            // An input keeps its type and a select whether it is `multiple` (their first attribute), so
            // their properties keep their meaning.
            let fixed = element.tag == "input" || element.attributes.first?.name == "multiple" ? 1 : 0
            if element.attributes.count > fixed && random.oneIn(2) {
                element.attributes.remove(at: fixed + random.below(element.attributes.count - fixed))
            } else {
                let names = space == .svg ? Vocabulary.svgAttributes : Vocabulary.htmlAttributes
                let attribute = NamedValue(name: random.pick(names), value: random.pick(Vocabulary.words))
                if let index = element.attributes.firstIndex(where: { $0.name == attribute.name }), index >= fixed {
                    element.attributes[index] = attribute
                } else if !element.attributes.contains(where: { $0.name == attribute.name }) {
                    element.attributes.append(attribute)
                }
            }
        case 2:
            element.classes = random.pick(Vocabulary.classes)
        case 3 where space != .math:
            if !element.styles.isEmpty && random.oneIn(2) {
                let index = random.below(element.styles.count)
                switch random.below(3) {
                case 0: element.styles.remove(at: index)
                case 1: element.styles[index].important.toggle()
                default:
                    let values = Vocabulary.styles.first { $0.name == element.styles[index].name }!.values
                    element.styles[index].value = random.pick(values)
                }
            } else {
                let style = random.pick(Vocabulary.styles)
                element.styles.removeAll { $0.name == style.name }
                element.styles.append(StyleSpec(name: style.name, value: random.pick(style.values), important: random.oneIn(3)))
            }
        case 4 where space == .html:
            element.properties = properties(for: element, &random)
        case 5:
            let event = random.pick(Vocabulary.events)
            if element.listeners.contains(event) { element.listeners.removeAll { $0 == event } } else { element.listeners.append(event) }
        case 6:
            element.wrapper = [.none, .component, .inputComponent][random.below(3)]
        case 7:
            element.key = random.oneIn(3) ? nil : random.pick(Vocabulary.keys)
        case 8 where space == .html && Vocabulary.rawHTMLTags.contains(element.tag):
            if element.html == nil {
                element.html = random.pick(Vocabulary.rawHTML)
                element.children = []
            } else {
                element.html = nil
                if place.children(of: element.tag).canGrow { element.children = list(&random, place.children(of: element.tag)) }
            }
        default:
            break
        }
        if element.html != nil { return element }
        if space == .html && element.tag == "select" {
            element.children = mutatedOptions(element.children, &random)
        } else if space != .html || Vocabulary.containers.contains(element.tag) {
            element.children = mutated(element.children, &random, place.children(of: element.tag))
        }
        return element
    }

    /// A list changed: some children changed, the order shuffled or reversed, one removed, one added
    /// (with a key no sibling has, when some have keys).
    static func mutated(_ list: [Spec], _ random: inout SplitMix, _ place: Place) -> [Spec] {
        if list.isEmpty && place.space == .html && place.depth <= 2 && random.oneIn(12) { return rows(&random) }
        var children = list.map { random.oneIn(2) ? mutated($0, &random, place) : $0 }
        if random.oneIn(3) { random.shuffle(&children) }
        if random.oneIn(8) { children.reverse() }
        if random.oneIn(3) && !children.isEmpty { children.remove(at: random.below(children.count)) }
        if random.oneIn(3) && place.canGrow {
            var extra = node(&random, place)
            if extra.isKeyable && children.contains(where: { $0.key != nil }) {
                extra.key = Vocabulary.keys.first { key in !children.contains { $0.key == key } }
            }
            children.insert(extra, at: random.below(children.count + 1))
        }
        return children
    }

    static func mutatedOptions(_ list: [Spec], _ random: inout SplitMix) -> [Spec] {
        var options = list.map { spec -> Spec in
            guard case var .element(option) = spec, random.oneIn(2) else { return spec }
            switch random.below(3) {
            case 0: option.properties = [PropertySpec(name: "selected", value: .bool(option.properties.first?.value != .bool(true)))]
            case 1: option.attributes = [NamedValue(name: "value", value: random.pick(Vocabulary.optionValues))]
            default: option.children = [.text(random.pick(["A", "B", "C", "D"]))]
            }
            return .element(option)
        }
        if random.oneIn(3) { random.shuffle(&options) }
        if random.oneIn(4) && options.count > 1 { options.remove(at: random.below(options.count)) }
        if random.oneIn(4) {
            var extra = option(&random)
            if options.contains(where: { $0.key != nil }) {
                extra.key = Vocabulary.keys.first { key in !options.contains { $0.key == key } }
            }
            options.insert(.element(extra), at: random.below(options.count + 1))
        }
        return options
    }
}
