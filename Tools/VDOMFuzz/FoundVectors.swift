#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSON
import VDOMCases
import VDOMTesting

/// Cases the differential test found, kept as shared vectors: `Tests/Vectors/found-….json`, listed in the
/// index after the catalog's vectors, in name order. Each holds its case, so `make vectors` renders it
/// again, and its frames, which the shim's suites apply like any vector's.
public enum FoundVectors {
    public static let prefix = "found-"

    /// The vector file of `fuzzCase`, rendered by the toolkit as it is now.
    public static func text(_ fuzzCase: FuzzCase, name: String, about: String) -> String {
        let frames = CaseRendering(fuzzCase, recording: true).frames
        return VectorFile.text(name: name, about: about, frames: frames, fuzzCase: fuzzCase)
    }

    /// The index of `names` (file names): those of the catalog as given, then the found ones sorted.
    public static func index(_ names: [String]) -> String {
        let catalog = names.filter { !$0.hasPrefix(prefix) }
        let found = Set(names.filter { $0.hasPrefix(prefix) }).sorted()
        return "[\n" + (catalog + found).map { "  " + JSON.string($0) }.joined(separator: ",\n") + "\n]\n"
    }

    /// Writes `directory/name.json` and adds it to `directory/index.json`.
    public static func write(_ fuzzCase: FuzzCase, name: String, about: String, directory: String) throws(CaseFileError) {
        let indexPath = directory + "/index.json"
        guard let indexText = read(indexPath) else { throw CaseFileError(description: "cannot read \(indexPath)") }
        let listed: JSONValue
        do {
            listed = try JSONValue.parse(Text(indexText))
        } catch {
            throw CaseFileError(description: "\(indexPath): \(error)")
        }
        let names = try FuzzCase.array(listed, indexPath).map { (name) throws(CaseFileError) in try FuzzCase.string(name, "a name") }
        try write(text(fuzzCase, name: name, about: about), to: "\(directory)/\(name).json")
        try write(index(names + ["\(name).json"]), to: indexPath)
    }

    /// The case a found vector's file holds, with its name and about.
    public static func read(file text: String) throws(CaseFileError) -> (name: String, about: String, fuzzCase: FuzzCase) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(Text(text))
        } catch {
            throw CaseFileError(description: "\(error)")
        }
        guard let fuzzCase = value["case"] else { throw CaseFileError(description: "the file holds no case") }
        return (try FuzzCase.string(value["name"], "name"), try FuzzCase.string(value["about"], "about"),
                try FuzzCase(json: fuzzCase))
    }

    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func write(_ text: String, to path: String) throws(CaseFileError) {
        guard let file = fopen(path, "wb") else { throw CaseFileError(description: "cannot write \(path)") }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        if fwrite(bytes, 1, bytes.count, file) != bytes.count { throw CaseFileError(description: "cannot write \(path)") }
    }
}
