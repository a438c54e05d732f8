/// The operation codes of the frame format (`docs/patch-format.md`), one per ``Patch`` case, except
/// `setProperty`, which has one code per value type, and `release`, which names ids a frame freed.
enum Opcode: UInt32 {
    case createElement = 1
    case createText = 2
    case createComment = 3
    case insert = 4
    case move = 5
    case remove = 6
    case replace = 7
    case clear = 8
    case setText = 9
    case setAttribute = 10
    case removeAttribute = 11
    case setClass = 12
    case setStringProperty = 13
    case setBoolProperty = 14
    case setNumberProperty = 15
    case removeProperty = 16
    case setStyle = 17
    case removeStyle = 18
    case addListener = 19
    case removeListener = 20
    case setInnerHTML = 21
    case callMethod = 22
    case release = 23
    case defineTemplate = 24
    case copyTemplate = 25
}

/// The fixed layout of a frame's header, in 32-bit words.
enum FrameHeader {
    /// `VDF1` in little-endian byte order.
    static let magic: UInt32 = 0x3146_4456
    static let wordCount = 8
}
