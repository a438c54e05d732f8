/// The value of ASCII digits alone (no sign), or nil: the numbers of a date or time field's text.
func fieldNumber(_ text: Text) -> Int? {
    guard text.withBytes({ bytes in bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }) else { return nil }
    return Int(text)
}

/// `value` in decimal with leading zeros to `width` digits, as date and time fields write their numbers.
func zeroPadded(_ value: Int, _ width: Int) -> Text {
    let digits: Text = "\(value)"
    var zeros: Text = ""
    for _ in 0..<max(0, width - digits.byteCount) { zeros = "\(zeros)0" }
    return "\(zeros)\(digits)"
}
