// The Swift side of the differential test (docs/testing.md): makes random cases, renders them with the
// real renderer and frame encoder into the test DOM, checks each against fresh renders, writes the
// frames for a shim to apply, shrinks a failing case and writes it as a shared vector.
//
//   vdom-fuzz run --seed S --pairs N [--from F] [--emit-every K] [--edits E]
//       checks pairs F…F+N−1; every K-th goes to standard output as a line of JSON (docs/testing.md),
//       and a last line says how many were checked: {"checked":N,"frames":F,"seconds":S}; a pair that
//       fails is said at once ({"failed":P}), then shrunk and reported
//   vdom-fuzz shrink --seed S --pair P [--judge]
//       shrinks a failing pair; with --judge, the shim's side judges each candidate: one line of JSON out,
//       one answer in ("pass", or "fail" and the first difference)
//   vdom-fuzz show --seed S --pair P [--edits E]
//       prints the pair (made smaller by the edits) and its frames
//   vdom-fuzz vector --seed S --pair P [--edits E] --name found-… --dir Tests/Vectors
//       writes the pair as a shared vector and lists it in the directory's index.json
//
// Reports go to standard error; the exit status is 1 when a pair fails.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VDOMFuzz

func say(_ text: String) {
    fputs(text + "\n", stderr)
}

func stop(_ text: String) -> Never {
    say("vdom-fuzz: " + text)
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { stop("no command: run, shrink, show or vector") }
var options: [String: String] = [:]
var flags: Set<String> = []
var position = 1
while position < arguments.count {
    let name = arguments[position]
    guard name.hasPrefix("--") else { stop("unexpected \(name)") }
    if name == "--judge" {
        flags.insert(name)
        position += 1
    } else {
        guard position + 1 < arguments.count else { stop("\(name) needs a value") }
        options[String(name.dropFirst(2))] = arguments[position + 1]
        position += 2
    }
}

func number(_ name: String, default value: Int? = nil) -> Int {
    guard let text = options[name] else {
        if let value { return value }
        stop("--\(name) is missing")
    }
    guard let number = Int(text), number >= 0 else { stop("--\(name) \(text) is not a number") }
    return number
}

let seedText = options["seed"] ?? ""
guard let seed = UInt64(seedText) else { stop("--seed \(seedText) is not a number") }
let edits: [Int] = (options["edits"] ?? "").split(separator: ",").map { part in
    guard let edit = Int(part) else { stop("--edits \(options["edits"]!) is not a list of numbers") }
    return edit
}

/// Pair `pair` of the seed, made smaller by the edits.
func pairCase(_ pair: Int) -> FuzzCase {
    let original = Generator.fuzzCase(seed: seed, index: pair)
    guard let edited = Shrinker.apply(edits, to: original) else { stop("the edits do not fit pair \(pair) of seed \(seed)") }
    return edited
}

func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    let tenths = (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 10
    return tenths.rounded() / 10
}

func indented(_ text: String, by prefix: String = "      ") -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
}

/// The small case, its frames, why it fails and the commands that show it again and keep it.
func report(pair: Int, original: Failure, small: FuzzCase, smallFailure: String, shrunk: [Int], tried: Int) {
    let editList = (edits + shrunk).map(String.init).joined(separator: ",")
    let frames = CaseRendering(small, recording: true).frames
    var lines = ["FAIL  pair \(pair) of seed \(seed): \(original)"]
    lines.append("      shrunk by \(shrunk.count) edits (\(tried) candidates tried) to:")
    lines.append(indented(small.description, by: "        "))
    lines.append("      its frames:")
    for (index, frame) in frames.enumerated() {
        lines.append("        frame \(index): " + frame.patches.map(\.description).joined(separator: ", "))
    }
    lines.append("      the small case: \(smallFailure)")
    lines.append("      replay the pair:       make fuzz SEED=\(seed) PAIR=\(pair)")
    lines.append("      replay the small case: make fuzz SEED=\(seed) PAIR=\(pair) EDITS=\(editList)")
    lines.append("      keep it as a vector:   make fuzz-vector SEED=\(seed) PAIR=\(pair) EDITS=\(editList) NAME=found-\(seed)-\(pair)")
    say(lines.joined(separator: "\n"))
}

/// What kind of difference the shim's side reports, without the frame, the place and the values:
/// `frame 2 /0/1: style color has priority "", expected "important"` is `style`, `frame 0 still holds
/// released nodes #4` is `still`, `frame 1 /0: 3 child nodes, expected 2` is `child`.
func signature(of difference: String) -> String {
    var words = difference.split(separator: " ").map(String.init)
    if words.first == "frame" { words.removeFirst(min(2, words.count)) }
    if let first = words.first, first.hasSuffix(":") { words.removeFirst() }
    return words.first { word in word.contains { !$0.isNumber } } ?? ""
}

/// Shrinks a pair that fails in Swift, keeping failures of the same kind.
func shrinkInSwift(_ pair: Int, _ fuzzCase: FuzzCase, _ failure: Failure) {
    let (small, shrunk, tried) = Shrinker.shrink(fuzzCase) { candidate in
        CaseRendering(candidate, recording: false).failure?.kind == failure.kind
    }
    let smallFailure = CaseRendering(small, recording: false).failure.map { "\($0)" } ?? "passes"
    report(pair: pair, original: failure, small: small, smallFailure: smallFailure, shrunk: shrunk, tried: tried)
}

switch command {
case "run":
    let first = number("from", default: 0), count = number("pairs"), every = number("emit-every", default: 0)
    let start = ContinuousClock.now
    var frames = 0
    for pair in first..<first + count {
        let fuzzCase = pairCase(pair)
        let emitted = every > 0 && pair % every == 0
        let rendering = CaseRendering(fuzzCase, recording: emitted)
        if let failure = rendering.failure {
            // Said at once, so a driver running other processes can stop them while this one shrinks.
            print("{\"failed\":\(pair)}")
            fflush(stdout)
            shrinkInSwift(pair, fuzzCase, failure)
            exit(1)
        }
        frames += rendering.frameCount
        if emitted { print(rendering.line(pair: pair)) }
    }
    print("{\"checked\":\(count),\"frames\":\(frames),\"seconds\":\(seconds(since: start))}")
    fflush(stdout)

case "shrink":
    let pair = number("pair")
    let fuzzCase = pairCase(pair)
    if let failure = CaseRendering(fuzzCase, recording: false).failure {
        shrinkInSwift(pair, fuzzCase, failure)
        exit(1)
    }
    guard flags.contains("--judge") else { stop("pair \(pair) of seed \(seed) passes in Swift") }
    /// The shim's verdict: nil when the candidate passes there (or fails in Swift, which is another failure).
    func judged(_ candidate: FuzzCase) -> String? {
        let rendering = CaseRendering(candidate, recording: true)
        if rendering.failure != nil { return nil }
        print(rendering.line(pair: pair))
        fflush(stdout)
        guard let answer = readLine() else { stop("the judge stopped answering") }
        return answer.hasPrefix("fail") ? String(answer.dropFirst(4).drop { $0 == " " }) : nil
    }
    guard let difference = judged(fuzzCase) else { stop("pair \(pair) of seed \(seed) passes in the shim") }
    var lastDifference = difference
    let (small, shrunk, tried) = Shrinker.shrink(fuzzCase) { candidate in
        // A candidate that fails another way is a different fault: shrinking keeps to this one.
        guard let found = judged(candidate), signature(of: found) == signature(of: difference) else { return false }
        lastDifference = found
        return true
    }
    if shrunk.isEmpty { lastDifference = difference }
    report(pair: pair, original: Failure(kind: .shim, message: difference), small: small,
           smallFailure: "\(Failure.Kind.shim.rawValue): \(lastDifference)", shrunk: shrunk, tried: tried)
    exit(1)

case "show":
    let pair = number("pair")
    let fuzzCase = pairCase(pair)
    let rendering = CaseRendering(fuzzCase, recording: true)
    say("pair \(pair) of seed \(seed)\(edits.isEmpty ? "" : " with edits \(options["edits"]!)"):")
    say(indented(fuzzCase.description))
    for (index, frame) in rendering.frames.enumerated() {
        say("      frame \(index): " + frame.patches.map(\.description).joined(separator: ", "))
    }
    say("      in Swift: \(rendering.failure.map { "\($0)" } ?? "passes")")

case "vector":
    let pair = number("pair")
    guard let name = options["name"], name.hasPrefix("found-") else { stop("--name must start with found-") }
    guard let directory = options["dir"] else { stop("--dir is missing") }
    let fuzzCase = pairCase(pair)
    // Say here what the vector shows: `make vectors` keeps what the file's about says.
    let about = "Found by the differential test (pair \(pair) of seed \(seed)\(edits.isEmpty ? "" : ", shrunk"))."
    do {
        try FoundVectors.write(fuzzCase, name: name, about: about, directory: directory)
    } catch {
        stop("\(error)")
    }
    say("wrote \(directory)/\(name).json and listed it in \(directory)/index.json: say what it shows in its about, then check it with swift test --filter VectorTests and make test-js")

default:
    stop("unknown command \(command): run, shrink, show or vector")
}
