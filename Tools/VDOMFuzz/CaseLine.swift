import VDOMTesting

extension CaseRendering {
    /// The recorded frames as one line of JSON, for a shim to apply and compare frame by frame:
    /// `{"pair":7,"frames":[{"bytes":"…","released":[4,5],"dom":[…]},…]}`, `bytes` in base64 and `dom`
    /// the test DOM's snapshot after the frame.
    public func line(pair: Int) -> String {
        var out = "{\"pair\":\(pair),\"frames\":["
        for (index, frame) in frames.enumerated() {
            if index > 0 { out += "," }
            out += "{\"bytes\":\"\(Base64.encode(frame.bytes))\",\"released\":["
            out += frame.released.map { "\($0.rawValue)" }.joined(separator: ",")
            out += "],\"dom\":\(frame.snapshot)}"
        }
        return out + "]}"
    }
}
