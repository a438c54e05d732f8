import VDOM

/// Row labels as the benchmark makes them: an adjective, a colour and a noun from its fixed lists, each
/// picked as `round(random × 1000) mod count`.
///
/// The lists are of `StaticString`, which holds no reference: the module keeps them as data, where lists
/// of `String` are built by code when first read.
struct LabelMaker {
    private static let adjectives: [StaticString] = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint", "clean",
        "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable", "important",
        "inexpensive", "cheap", "expensive", "fancy",
    ]
    // "brown" twice, as in the benchmark's list.
    private static let colours: [StaticString] = [
        "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange",
    ]
    private static let nouns: [StaticString] = [
        "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse",
        "keyboard",
    ]

    private var state: UInt64

    init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) {
        state = seed
    }

    mutating func next() -> Text {
        let adjective = Self.adjectives[pick(Self.adjectives.count)]
        let colour = Self.colours[pick(Self.colours.count)]
        let noun = Self.nouns[pick(Self.nouns.count)]
        var label = Text(literalCapacity: 32, interpolationCount: 0)
        label.appendLiteral(adjective)
        label.appendLiteral(" ")
        label.appendLiteral(colour)
        label.appendLiteral(" ")
        label.appendLiteral(noun)
        return label
    }

    /// 0...1000 (both ends, as `Math.round` gives), then reduced modulo `count`.
    private mutating func pick(_ count: Int) -> Int {
        // xorshift64*: a few instructions, and no imported randomness.
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        let value = (state &* 0x2545_F491_4F6C_DD1D) >> 32
        return Int(value % 1001) % count
    }
}
