import VDOM
import VDOMTesting

/// The text of a shared vector file (`Tests/Vectors`): each frame's patches (for people), its bytes, the
/// ids it released and the test DOM after it. A vector the differential test found also holds its case,
/// from which `make vectors` renders it again.
public enum VectorFile {
    public static func text(name: String, about: String, frames: [RecordedFrame], fuzzCase: FuzzCase? = nil) -> String {
        let frameTexts = frames.map { frame in
            let lines = frame.patches.map { "        " + JSON.string($0.description) }.joined(separator: ",\n")
            let released = frame.released.isEmpty ? ""
                : "      \"released\": [\(frame.released.map { "\($0.rawValue)" }.joined(separator: ", "))],\n"
            return """
                {
                  "patches": [
            \(lines)
                  ],
                  "bytes": \(JSON.string(Base64.encode(frame.bytes))),
            \(released)\
                  "dom": \(frame.snapshot)
                }
            """
        }
        return """
        {
          "name": \(JSON.string(name)),
          "about": \(JSON.string(about)),
        \(fuzzCase.map { "  \"case\": \($0.json),\n" } ?? "")\
          "frames": [
        \(frameTexts.joined(separator: ",\n"))
          ]
        }

        """
    }
}
