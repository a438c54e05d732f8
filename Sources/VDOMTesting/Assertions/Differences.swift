import VDOM

/// Failure messages that show what was expected and what happened, for the assertions and for any
/// other test framework.
public enum Differences {
    /// `nil` when the lists are equal; otherwise both lists, one patch per line, with the first
    /// differing line marked `>`.
    public static func patches(_ actual: [Patch], _ expected: [Patch]) -> String? {
        lines(actual.map(safeDescription), expected.map(safeDescription), noun: "patch")
    }

    /// `nil` when the lines are equal; otherwise both lists with the first differing line marked `>`.
    public static func lines(_ actual: [String], _ expected: [String], noun: String = "line") -> String? {
        guard let first = firstDifference(actual, expected) else { return nil }
        func block(_ lines: [String]) -> String {
            if lines.isEmpty { return "    (none)" }
            let width = "\(lines.count)".count
            return lines.enumerated().map { index, line in
                let number = "\(index + 1)"
                let padding = String(repeating: " ", count: width - number.count)
                return "\(index == first ? ">" : " ")   \(padding)\(number)  \(line)"
            }.joined(separator: "\n")
        }
        func count(_ n: Int) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)\(noun.hasSuffix("h") ? "es" : "s")" }
        return """
            \(noun) lists differ at line \(first + 1) (expected \(count(expected.count)), got \(count(actual.count)))
            expected:
            \(block(expected))
            actual:
            \(block(actual))
            """
    }

    /// `nil` when equal; otherwise both strings, aligned, with a `^` under the first differing character.
    public static func text(_ actual: String, _ expected: String, what: String = "HTML") -> String? {
        let a = Array(actual.unicodeScalars), e = Array(expected.unicodeScalars)
        guard a != e else { return nil }
        var index = 0
        while index < a.count && index < e.count && a[index] == e[index] { index += 1 }
        return """
            \(what) differs at character \(index + 1)
              expected: \(expected)
              actual:   \(actual)
                        \(String(repeating: " ", count: index))^
            """
    }

    private static func firstDifference(_ a: [String], _ b: [String]) -> Int? {
        for index in 0..<max(a.count, b.count) {
            if index >= a.count || index >= b.count || a[index] != b[index] { return index }
        }
        return nil
    }
}
