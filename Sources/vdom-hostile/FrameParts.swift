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

    /// Operand words of each opcode; a `copyTemplate` has one more per node of its template.
    static let operandCounts = [0, 3, 2, 2, 3, 3, 1, 2, 1, 2, 4, 3, 2, 3, 3, 4, 2, 4, 2, 2, 2, 2, 2, 2, 3, 1]
    /// What each operand is, as the shim's `OPERANDS` says: c n e E x p node ids, N M names, s strings.
    static let operandKinds: [[Character]] = [
        "", "cNM", "cs", "cs", "nEp", "nEp", "n", "nn", "E", "xs", "eNsM", "eNM", "es", "eNs", "eNf", "eNww", "eN",
        "eNsf", "eN", "eN", "eN", "es", "eN", "rk", "Tez", "t",
    ].map { Array($0) }

    /// Cuts a well-formed frame; `templateSizes` (node counts by template number − 1) says how long a copy
    /// is, and gains the templates the frame defines.
    init(_ bytes: [UInt8], templateSizes: inout [Int]) {
        var words: [UInt32] = []
        for at in stride(from: 0, to: bytes.count & ~3, by: 4) {
            words.append(UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24)
        }
        header = Array(words[0..<8])
        let end = 8 + Int(header[2]), nameCount = Int(header[4]), stringCount = Int(header[5])
        operations = []
        var i = 8
        while i < end {
            let opcode = Int(words[i])
            var count = Self.operandCounts[opcode]
            if opcode == 25 { count += templateSizes[Int(words[i + 1]) - 1] }
            if opcode == 24 { templateSizes.append(Int(words[i + 3])) }
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
