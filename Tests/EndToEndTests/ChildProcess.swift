import Foundation

/// Runs a program to its end with no input, collecting what it writes: the one way the end-to-end
/// tests run `termskin` (`CommandLineTests.termskin`) and Python (`PythonTool`).
enum ChildProcess {
    /// Runs `executable` with `arguments` in `directory`; `environment` entries are set over this
    /// process's (nil removes one). Standard output, standard error and the exit status (-1 when it
    /// could not start, the reason in the error text).
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String?] = [:]
    ) -> (output: String, error: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return ("", "\(error)", -1) }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self), process.terminationStatus)
    }
}
