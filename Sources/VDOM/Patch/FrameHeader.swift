/// The fixed layout of a frame's header (`docs/patch-format.md`, part 2), in 32-bit words.
package enum FrameHeader {
    /// `VDF1` in little-endian byte order: the format and its version.
    package static let magic: UInt32 = 0x3146_4456
    package static let wordCount = 8
}
