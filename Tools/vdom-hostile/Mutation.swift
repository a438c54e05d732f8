import VDOM
import VDOMFuzz

/// The ways a hostile frame is made from a real one. Most keep the frame's sections adding up, so the
/// frame gets past the header and reaches the checks of its operations: node ids out of range, of
/// removed, released or re-created nodes, of the wrong kind, parents that are not, operations lost,
/// repeated, reordered or taken from another frame of the sequence, string lengths that cut strings short
/// or run past the text, bytes that are not UTF-8. Others flip bits anywhere, or cut the frame short.
enum Mutation: CaseIterable {
    case flipBit, setWord, truncate, header
    case dropOperation, repeatOperation, swapOperations, moveOperation, spliceOperation
    case retargetNode, changeOpcode, changeName, changeString, changeRelease
    case changeLength, breakText, cutText

    /// What the mutations of one frame work with.
    struct Context {
        /// The frame and the others of its sequence, cut into sections.
        var parts: FrameParts
        var sequence: [FrameParts]
        /// Every node id the sequence's frames name or create.
        var ids: [UInt32]
    }

    /// `frame` changed by one to three mutations; the result may happen to be the frame itself.
    static func mutate(_ context: Context, using random: inout SplitMix) -> [UInt8] {
        var parts = context.parts
        var raw: [Mutation] = []
        for _ in 0..<(random.chance(0.7) ? 1 : random.chance(0.6) ? 2 : 3) {
            let mutation = allCases[random.below(allCases.count)]
            if [.flipBit, .setWord, .truncate].contains(mutation) {
                raw.append(mutation)
            } else {
                mutation.apply(to: &parts, context, using: &random)
            }
        }
        var bytes = parts.bytes
        for mutation in raw { mutation.apply(to: &bytes, using: &random) }
        return bytes
    }

    private func apply(to bytes: inout [UInt8], using random: inout SplitMix) {
        guard bytes.count >= 4 else { return }
        switch self {
        case .flipBit:
            let bit = random.chance(0.7) ? random.below(8) : random.below(32)
            let at = 4 * random.below(bytes.count / 4) + bit / 8
            bytes[at] ^= UInt8(1 << (bit % 8))
        case .setWord:
            let at = 4 * random.below(bytes.count / 4)
            let word = UInt32(readWord(bytes, at)), values: [UInt32] = [0, 1, 2, 0xFFFF_FFFF, 0x8000_0000, word &+ 1, word &- 1, word << 1]
            let value = values[random.below(values.count)]
            for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(k))) }
        default: // truncate
            bytes.removeLast(1 + random.below(min(bytes.count, random.chance(0.5) ? 8 : bytes.count)))
        }
    }

    private func apply(to parts: inout FrameParts, _ context: Context, using random: inout SplitMix) {
        let operations = parts.operations
        func anyOperation() -> Int? { operations.isEmpty ? nil : random.below(operations.count) }
        switch self {
        case .header:
            let index = [3, 7, 7, 7][random.below(4)]
            let deltas: [Int64] = [-2, -1, 1, 2, 1 << 24]
            parts.header[index] = UInt32(truncatingIfNeeded: Int64(parts.header[index]) + deltas[random.below(deltas.count)])
        case .dropOperation:
            if let k = anyOperation() { parts.operations.remove(at: k) }
        case .repeatOperation:
            if let k = anyOperation() { parts.operations.insert(operations[k], at: random.below(operations.count + 1)) }
        case .swapOperations:
            if operations.count > 1 { parts.operations.swapAt(random.below(operations.count), random.below(operations.count)) }
        case .moveOperation:
            if let k = anyOperation() {
                let operation = parts.operations.remove(at: k)
                parts.operations.insert(operation, at: random.below(parts.operations.count + 1))
            }
        case .spliceOperation:
            let other = context.sequence[random.below(context.sequence.count)].operations
            if !other.isEmpty { parts.operations.insert(other[random.below(other.count)], at: random.below(operations.count + 1)) }
        case .retargetNode, .changeName, .changeString:
            let wanted: Set<Opcode.Operand> = self == .retargetNode ? FrameParts.nodeKinds : self == .changeName ? [.name, .nameOrNone] : [.string]
            var places: [(Int, Int)] = []
            for (k, operation) in operations.enumerated() {
                let kinds = FrameParts.operandKinds[Int(operation[0])]
                for (position, kind) in kinds.enumerated() where wanted.contains(kind) { places.append((k, position + 1)) }
                if operation[0] == Opcode.copyTemplate.rawValue && self == .retargetNode { for position in 2..<operation.count { places.append((k, position)) } }
            }
            guard !places.isEmpty else { return }
            let (k, position) = places[random.below(places.count)]
            parts.operations[k][position] = newValue(parts.operations[k][position], parts, context, using: &random)
        case .changeOpcode:
            if let k = anyOperation() {
                let length = operations[k].count - 1
                let alike = Opcode.allCases.filter { $0.operands.count == length && $0 != .release && $0 != .copyTemplate }
                if !alike.isEmpty { parts.operations[k][0] = alike[random.below(alike.count)].rawValue }
            }
        case .changeRelease:
            let releases = operations.indices.filter { operations[$0][0] == Opcode.release.rawValue }
            guard !releases.isEmpty else { return }
            let k = releases[random.below(releases.count)], position = 1 + random.below(2)
            let deltas: [Int64] = [-2, -1, 1, 2]
            parts.operations[k][position] = UInt32(truncatingIfNeeded: Int64(operations[k][position]) + deltas[random.below(4)])
        case .changeLength:
            guard !parts.lengths.isEmpty else { return }
            let k = random.below(parts.lengths.count), deltas: [Int64] = [-3, -2, -1, 1, 2, 3]
            parts.lengths[k] = UInt32(truncatingIfNeeded: Int64(parts.lengths[k]) + deltas[random.below(deltas.count)])
        case .breakText:
            // Bytes that are not UTF-8: a lone continuation byte, a lead byte without its continuation, an
            // overlong or surrogate encoding, a byte never used.
            let broken: [[UInt8]] = [[0x80], [0xC3], [0xE2, 0x82], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xFF], [0xF0, 0x9F, 0x98]]
            parts.text.insert(contentsOf: broken[random.below(broken.count)], at: random.below(parts.text.count + 1))
        case .cutText:
            if !parts.text.isEmpty { parts.text.removeLast(1 + random.below(min(4, parts.text.count))) }
        case .flipBit, .setWord, .truncate:
            break
        }
    }

    /// Another value for a node id, name or string operand: a neighbour, one at or past the limit, or
    /// (for a node) any id the sequence uses.
    private func newValue(_ value: UInt32, _ parts: FrameParts, _ context: Context, using random: inout SplitMix) -> UInt32 {
        let limit: UInt32
        switch self {
        case .retargetNode: limit = parts.header[7]
        case .changeName: limit = parts.header[3] &+ UInt32(parts.nameStrings.count)
        default: limit = UInt32(parts.lengths.count)
        }
        switch random.below(6) {
        case 0: return value &+ 1
        case 1: return value &- 1
        case 2: return limit
        case 3: return random.below(4) == 0 ? 0 : limit &- 1
        default:
            if self == .retargetNode && !context.ids.isEmpty { return context.ids[random.below(context.ids.count)] }
            return UInt32(random.below(Int(limit) + 1))
        }
    }
}

/// The little-endian word at byte `at`.
func readWord(_ bytes: [UInt8], _ at: Int) -> Int {
    Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
}
