import Foundation

/// What `termskin-pty --json` printed for one run: its figures by name (`ready`, `keys`,
/// `keyFloor`, …), each with its median.
struct PtyReport {
    let object: [String: Any]
    let exitedCleanly: Bool

    /// Runs the `termskin-pty` at `pty` with `arguments` (which should hold `--json`); nil when it
    /// cannot start or prints no JSON object.
    init?(pty: String, arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pty)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        self.object = object
        exitedCleanly = process.terminationStatus == 0
    }

    /// The median of the figure `name` (milliseconds), if the report has it.
    func median(_ name: String) -> Double? {
        (object[name] as? [String: Any])?["median"] as? Double
    }
}
