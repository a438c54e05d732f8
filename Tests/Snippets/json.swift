// What docs/json.md's snippets use without declaring it: bytes to read.
public let bytes: [UInt8] = Array(#"{"facts":[{"text":"a","number":1}]}"#.utf8)
