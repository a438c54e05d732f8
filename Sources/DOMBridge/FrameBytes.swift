import VDOM

/// Frames as the page receives them, for tools outside the module that check the page's side (the
/// `vdom-hostile` fuzzer): patches in, the bytes the bridge would hand the page's `apply` out. Not for
/// apps, which never see frames.
@_spi(Frames) public struct FrameBytes {
    private var encoder = FrameEncoder()

    public init() {}

    /// The frame that carries `patches`, then releases `released`, after the frames encoded before it.
    public mutating func encode(_ patches: [Patch], released: [NodeID] = []) -> [UInt8] {
        encoder.encode(patches, released: released).bytes
    }
}
