import JavaScript
import VDOM

/// A URL's path, query and fragment, as a ``TestBrowser``'s history keeps them.
struct TestURL {
    var path: [UInt8]
    var query: [UInt8]
    /// Without its `#`, as written.
    var hash: [UInt8]

    init(_ text: Text) {
        var rest = text.utf8
        if let at = rest.firstIndex(of: UInt8(ascii: "#")) {
            hash = Array(rest[(at + 1)...])
            rest = Array(rest[..<at])
        } else {
            hash = []
        }
        if let at = rest.firstIndex(of: UInt8(ascii: "?")) {
            query = Array(rest[(at + 1)...])
            rest = Array(rest[..<at])
        } else {
            query = []
        }
        path = rest
    }

    /// `reference` read relative to this URL, as a link's `href` is: a path from the root, a fragment,
    /// a query, or a path next to this one.
    func resolving(_ reference: Text) -> TestURL {
        let bytes = reference.utf8
        guard let first = bytes.first else { return self }
        var resolved = TestURL(reference)
        switch first {
        case UInt8(ascii: "#"):
            resolved.path = path
            resolved.query = query
        case UInt8(ascii: "?"):
            resolved.path = path
        case UInt8(ascii: "/"):
            break
        default:
            let directory = path.lastIndex(of: UInt8(ascii: "/")).map { Array(path[...$0]) } ?? [UInt8(ascii: "/")]
            resolved.path = directory + resolved.path
        }
        return resolved
    }

    func withHash(_ hash: Text) -> TestURL {
        var url = self
        let bytes = hash.utf8
        url.hash = bytes.first == UInt8(ascii: "#") ? Array(bytes.dropFirst()) : bytes
        return url
    }

    var text: Text {
        var bytes = path
        if !query.isEmpty { bytes += [UInt8(ascii: "?")] + query }
        if !hash.isEmpty { bytes += [UInt8(ascii: "#")] + hash }
        return Text(utf8: bytes)
    }

    /// What `location.js` answers for this URL.
    var answer: JSValue {
        var items: [(name: Text, value: Text)] = []
        for item in query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            items.append((Text(utf8: Self.decode(parts[0], plusIsSpace: true)),
                          Text(utf8: parts.count > 1 ? Self.decode(parts[1], plusIsSpace: true) : [])))
        }
        return [.string(Text(utf8: path)), .string(Text(utf8: query)), .string(Text(utf8: Self.decode(hash[...], plusIsSpace: false))),
                NamedValues.flat(items)]
    }

    /// Percent-decoding as `decodeURIComponent` and `URLSearchParams` do it for well-formed input.
    private static func decode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) -> [UInt8] {
        var decoded: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), let high = hexValue(bytes, index + 1), let low = hexValue(bytes, index + 2) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return decoded
    }

    private static func hexValue(_ bytes: ArraySlice<UInt8>, _ index: Int) -> UInt8? {
        guard index < bytes.endIndex else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return bytes[index] - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return bytes[index] - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return bytes[index] - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
