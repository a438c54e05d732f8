import VDOM

/// A frame cut into its sections (`docs/patch-format.md`, part 2), so a mutation can change, drop, copy
/// or move one operation, a string length or the text, and ``bytes`` puts the frame together again with
/// a header that adds up.
struct FrameParts {
    var header: [UInt32]
    var operations: [[UInt32]]
    /// For each name the frame defines, the index of its string.
    var nameStrings: [UInt32]
    var lengths: [UInt32]
    var text: [UInt8]

    /// What each operand of each opcode is (`Opcode`); a `copyTemplate` has one more word per node of its
    /// template.
    static let operandKinds = [[]] + Opcode.allCases.map { $0.operands }
    /// The kinds of operand that name a node.
    static let nodeKinds: Set<Opcode.Operand> = [.created, .node, .element, .parent, .characters, .before]

    /// Cuts a well-formed frame; `templateSizes` (node counts by template number − 1) says how long a copy
    /// is, and gains the templates the frame defines.
    init(_ bytes: [UInt8], templateSizes: inout [Int]) {
        var words: [UInt32] = []
        for at in stride(from: 0, to: bytes.count & ~3, by: 4) {
            words.append(UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24)
        }
        header = Array(words[0..<FrameHeader.wordCount])
        let end = FrameHeader.wordCount + Int(header[2]), nameCount = Int(header[4]), stringCount = Int(header[5])
        operations = []
        var i = FrameHeader.wordCount
        while i < end {
            let opcode = Opcode(rawValue: words[i])!
            var count = Self.operandKinds[Int(opcode.rawValue)].count
            if opcode == .copyTemplate { count += templateSizes[Int(words[i + 1]) - 1] }
            if opcode == .defineTemplate { templateSizes.append(Int(words[i + 3])) }
            operations.append(Array(words[i...i + count]))
            i += 1 + count
        }
        nameStrings = Array(words[end..<end + nameCount])
        lengths = Array(words[end + nameCount..<end + nameCount + stringCount])
        text = Array(bytes[(4 * (end + nameCount + stringCount))...])
    }

    /// The frame, its header made to add up (byte length, operation words, counts, text length).
    var bytes: [UInt8] {
        var words = header
        let operationWords = operations.flatMap { $0 }
        words[2] = UInt32(operationWords.count)
        words[4] = UInt32(nameStrings.count)
        words[5] = UInt32(lengths.count)
        words[6] = UInt32(text.count)
        words += operationWords + nameStrings + lengths
        words[1] = UInt32(4 * words.count + text.count)
        return Self.bytes(of: words) + text
    }

    static func bytes(of words: [UInt32]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * words.count)
        for word in words {
            bytes += [UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
                      UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24)]
        }
        return bytes
    }
}
