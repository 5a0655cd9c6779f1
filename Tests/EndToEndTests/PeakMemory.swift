import Foundation

/// Runs the built `termskin` under `/usr/bin/time` for the peak resident memory of that one process
/// (issue 20: memory bounded by the input, measured from outside as a user meets it).
enum PeakMemory {
    static let timeTool = "/usr/bin/time"

    /// The exit status, standard output and peak resident kilobytes of `termskin arguments`; nil
    /// when the binary or `/usr/bin/time` is missing.
    static func run(_ arguments: [String], in directory: URL = PackagePaths.root) throws -> (status: Int32, output: String, kilobytes: Int)? {
        guard let binary = PackagePaths.binary, FileManager.default.isExecutableFile(atPath: timeTool) else { return nil }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: timeTool)
        process.arguments = ["-f", "%M", "-o", report.path, binary] + arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = try String(contentsOf: report, encoding: .utf8)
        // The last line is the figure; a line before it may say that the command exited non-zero.
        guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else { return nil }
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), kilobytes)
    }
}
