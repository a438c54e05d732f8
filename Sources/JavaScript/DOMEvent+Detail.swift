import VDOM

extension DOMEvent {
    /// The `detail` of a `CustomEvent`, such as a widget's own event
    /// (`.on("rating-change") { event in rating = event.detail?.int ?? 0 }`), as a value: `nil` for any
    /// other event, and for a detail that cannot cross (an object: the console says so; send JSON text).
    ///
    /// The page puts details in snapshots once `calls.js` is loaded, which reading this property makes
    /// sure of (``loadCallsJS()``). Setting it gives an event made in a
    /// test a detail, as `TestApp.dispatch(_:at:detail:)` does.
    public var detail: JSValue? {
        get {
            loadCallsJS()
            guard let encodedDetail, encodedDetail.count % 2 == 0 else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(encodedDetail.count / 2)
            var index = 0
            while index < encodedDetail.count {
                guard let high = nibble(encodedDetail[index]), let low = nibble(encodedDetail[index + 1]) else { return nil }
                bytes.append(high << 4 | low)
                index += 2
            }
            return bytes.withUnsafeBytes { JSValueCoding.decodeValue($0) }
        }
        set {
            encodedDetail = newValue.map { value in
                let digits: [UInt8] = Array("0123456789abcdef".utf8)
                var text: [UInt8] = []
                for byte in JSValueCoding.encode(value) {
                    text.append(digits[Int(byte >> 4)])
                    text.append(digits[Int(byte & 15)])
                }
                return text
            }
        }
    }
}

/// The value of a hexadecimal digit, in either case.
private func nibble(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
    default: return nil
    }
}
