// Hostile frames for the page's shim. Takes real frame sequences (the shared vectors and renders of random
// views), mutates frames of them (seeded), applies each mutated frame to the test DOM the sequence built so
// far, and writes JSON lines for Tests/JS/hostile.mjs, which applies the same bytes with the shim:
//
//     {"seed": 7, "count": 100000}          first: what the run is
//     {"reset": 1}                          a fresh container and applier (and test DOM)
//     {"base": "<base64>"}                  a real frame: applied as it is
//     {"try": "<base64>", "refused": [offset, "problem"]}   a mutated frame the check must refuse so
//     {"try": "<base64>", "dom": [...]}     a mutated frame that must be applied, to this DOM (the snapshot
//                                           format of `TestDOM.snapshotJSON()`)
//
//     vdom-hostile [--seed N] [--count N] [--vectors DIR] [--sequences N] [--tries N]
//
// `count` mutated frames in all; `tries` mutated frames on one DOM after a reset (a refused one leaves the
// DOM as it was; the next frame of the sequence is mutated after an applied one); `sequences` random-view
// sequences besides the vectors. A summary goes to standard error.

import Foundation
import VDOM
import VDOMTesting
import VDOMFuzz

var options = ["seed": "\(UInt64.random(in: 1..<1 << 48))", "count": "100000", "vectors": "Tests/Vectors", "sequences": "40", "tries": "40"]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard flag.hasPrefix("--"), options[String(flag.dropFirst(2))] != nil, let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data("usage: vdom-hostile [--seed N] [--count N] [--vectors DIR] [--sequences N] [--tries N]\n".utf8))
        exit(2)
    }
    options[String(flag.dropFirst(2))] = value
}
let seed = UInt64(options["seed"]!)!, count = Int(options["count"]!)!, tries = Int(options["tries"]!)!
var random = SplitMix(seed: seed)

// The sequences: each frame's bytes, and what the mutations work with.
struct Sequence {
    var frames: [[UInt8]]
    var parts: [FrameParts] = []
    var ids: [UInt32] = []
}
var sequences: [Sequence] = []
let vectorsURL = URL(fileURLWithPath: options["vectors"]!)
if let index = try? JSONSerialization.jsonObject(with: Data(contentsOf: vectorsURL.appendingPathComponent("index.json"))) as? [String] {
    for name in index {
        let vector = try! JSONSerialization.jsonObject(with: Data(contentsOf: vectorsURL.appendingPathComponent(name))) as! [String: Any]
        sequences.append(Sequence(frames: (vector["frames"] as! [[String: Any]]).map { [UInt8](Data(base64Encoded: $0["bytes"] as! String)!) }))
    }
}
for _ in 0..<Int(options["sequences"]!)! {
    sequences.append(Sequence(frames: RandomViews.sequence(steps: 3 + random.below(6), using: &random)))
}

var roles = Roles()
for index in sequences.indices {
    var sizes: [Int] = []
    let dom = TestDOM()
    var ids = Set<UInt32>()
    for frame in sequences[index].frames {
        let parts = FrameParts(frame, templateSizes: &sizes)
        sequences[index].parts.append(parts)
        for operation in parts.operations {
            let kinds = FrameParts.operandKinds[Int(operation[0])]
            for (position, kind) in kinds.enumerated() where FrameParts.nodeKinds.contains(kind) && operation[position + 1] != 0 {
                ids.insert(operation[position + 1])
            }
            if operation[0] == Opcode.copyTemplate.rawValue { for id in operation[2...] where id != 0 { ids.insert(id) } }
        }
        do {
            roles.learn(try dom.apply(frame: frame).patches, in: dom)
        } catch {
            fatalError("the test DOM refused a real frame: \(error)")
        }
    }
    sequences[index].ids = ids.sorted()
}

var output = ""
func emit(_ line: String) {
    output += line
    output += "\n"
    if output.utf8.count > 1 << 20 { flush() }
}
func flush() {
    FileHandle.standardOutput.write(Data(output.utf8))
    output = ""
}
func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }
func json(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

emit("{\"seed\": \(seed), \"count\": \(count)}")
var tried = 0, refused = 0, applied = 0, unlike = 0, same = 0
while tried < count {
    let sequence = sequences[random.below(sequences.count)]
    let position = random.below(sequence.frames.count)
    let dom = TestDOM()
    emit("{\"reset\": 1}")
    for frame in sequence.frames[..<position] {
        try! dom.apply(frame: frame)
        emit("{\"base\": \"\(base64(frame))\"}")
    }
    var next = position
    for _ in 0..<tries where tried < count {
        let context = Mutation.Context(parts: sequence.parts[next], sequence: sequence.parts, ids: sequence.ids)
        let frame = Mutation.mutate(context, using: &random)
        if frame == sequence.frames[next] {
            same += 1
            continue
        }
        do {
            let (patches, _) = try dom.apply(frame: frame)
            // A frame the page would not be shown the same way ends the round (the DOMs part).
            guard roles.allows(patches, in: dom) else {
                unlike += 1
                break
            }
            emit("{\"try\": \"\(base64(frame))\", \"dom\": \(dom.snapshotJSON())}")
            applied += 1
            tried += 1
            next = min(next + 1, sequence.frames.count - 1)
        } catch {
            emit("{\"try\": \"\(base64(frame))\", \"refused\": [\(error.offset), \(json(error.problem))]}")
            refused += 1
            tried += 1
        }
    }
}
flush()
FileHandle.standardError.write(Data("""
    vdom-hostile: seed \(seed), \(sequences.count) sequences: \(tried) mutated frames (\(refused) refused, \(applied) applied); \
    left out: \(unlike) applied that give names roles no real frame gives, \(same) equal to the real frame\n
    """.utf8))
