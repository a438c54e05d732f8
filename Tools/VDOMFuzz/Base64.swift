/// Standard base64 with padding, as `atob` reads it: frame bytes travel in JSON as text.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group: UInt32 = 0
            for k in 0..<3 { group = group << 8 | UInt32(k < count ? bytes[index + k] : 0) }
            for k in 0..<4 {
                out.append(k <= count ? alphabet[Int(group >> UInt32(18 - 6 * k) & 63)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
