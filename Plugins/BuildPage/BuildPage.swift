import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory build-page --product NAME`: builds an app's page
/// with the toolkit's `scripts/build-page.py`, which this plugin finds beside itself, so the command is the
/// same whether the toolkit is a path dependency or a version dependency's checkout. Arguments after the
/// verb go to the script (`--page`, `--module`, `--scratch-path`, `--trap-messages`); the package path is
/// the app's.
@main
struct BuildPage: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let toolkit = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        // Paths the app passes (`--page`, `--scratch-path`) are relative to its package.
        process.currentDirectoryURL = context.package.directoryURL
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", toolkit.appendingPathComponent("scripts/build-page.py").path,
                             "--package-path", context.package.directoryURL.path,
                             "--swift", try context.tool(named: "swift").url.path] + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw BuildPageFailed(status: process.terminationStatus)
        }
    }
}

/// The script's exit status, for `swift package` to report; the script has said what went wrong.
struct BuildPageFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "build-page.py exited with status \(status)" }
}
