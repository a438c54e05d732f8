/// The text section of a frame as the page decodes it: UTF-8 into UTF-16 code units (what JavaScript
/// strings count), where bytes that are not UTF-8 become U+FFFD exactly as `TextDecoder` makes them (the
/// Encoding Standard's decoder), and a leading byte order mark is kept as a character.
enum FrameText {
    static func utf16(of bytes: ArraySlice<UInt8>) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var needed = 0, seen = 0, point: UInt32 = 0
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        var index = bytes.startIndex
        func put(_ scalar: UInt32) {
            if scalar < 0x10000 {
                units.append(UInt16(scalar))
            } else {
                units.append(UInt16(0xD800 + ((scalar - 0x10000) >> 10)))
                units.append(UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF)))
            }
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if needed == 0 {
                switch byte {
                case 0x00...0x7F: put(UInt32(byte))
                case 0xC2...0xDF: needed = 1; point = UInt32(byte & 0x1F)
                case 0xE0...0xEF:
                    if byte == 0xE0 { lower = 0xA0 }
                    if byte == 0xED { upper = 0x9F }
                    needed = 2; point = UInt32(byte & 0xF)
                case 0xF0...0xF4:
                    if byte == 0xF0 { lower = 0x90 }
                    if byte == 0xF4 { upper = 0x8F }
                    needed = 3; point = UInt32(byte & 0x7)
                default: put(0xFFFD)
                }
                continue
            }
            if byte < lower || byte > upper {
                // The sequence so far is one error; the byte starts over.
                needed = 0; seen = 0; point = 0; lower = 0x80; upper = 0xBF
                put(0xFFFD)
                index -= 1
                continue
            }
            lower = 0x80; upper = 0xBF
            point = point << 6 | UInt32(byte & 0x3F)
            seen += 1
            if seen == needed {
                put(point)
                needed = 0; seen = 0; point = 0
            }
        }
        if needed != 0 { put(0xFFFD) }
        return units
    }
}
