/// A time of day, to the second, without a date or a time zone: what a time field holds
/// (`<input type="time">`), written as it writes it, `hh:mm` or `hh:mm:ss`.
///
/// ```swift
/// input().type("time").value(alarm.$wakeUp)      // @Editable var wakeUp: TimeOfDay?
/// TimeOfDay("07:30")?.minute                     // 30
/// ```
public struct TimeOfDay: Equatable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int
    public let second: Int

    /// The time, or nil when there is none (hour 24, minute 60).
    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The time `text` writes as a time field does (`07:30`, `07:30:15`; a fraction of a second, which a
    /// field with a `step` below one second writes, is dropped), or nil.
    public init?(_ text: Text) {
        let parts = text.split(separator: ":")
        guard parts.count == 2 || parts.count == 3, parts[0].byteCount == 2, parts[1].byteCount == 2,
              let hour = fieldNumber(parts[0]), let minute = fieldNumber(parts[1]) else { return nil }
        var second = 0
        if parts.count == 3 {
            let whole = parts[2].split(separator: ".")
            guard whole[0].byteCount == 2, let seconds = fieldNumber(whole[0]), whole.count <= 2,
                  whole.count == 1 || (whole[1].byteCount > 0 && fieldNumber(whole[1]) != nil) else { return nil }
            second = seconds
        }
        self.init(hour: hour, minute: minute, second: second)
    }

    /// As a time field writes it: `07:30`, or `07:30:15` when there are seconds.
    public var text: Text {
        second == 0 ? "\(zeroPadded(hour, 2)):\(zeroPadded(minute, 2))" : "\(zeroPadded(hour, 2)):\(zeroPadded(minute, 2)):\(zeroPadded(second, 2))"
    }

    public var description: String { text.description }

    public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool {
        (a.hour, a.minute, a.second) < (b.hour, b.minute, b.second)
    }
}
