import Foundation
import SkinKit
import SkinUI

/// Runs every script in folders and compares each screenshot with the golden file next to its
/// script (`NAME.ext`), cell by cell; or rewrites the goldens.
public struct ScreenshotSuite {
    /// The extension of screenshot scripts.
    public static let scriptExtension = "script"

    public let runner: ScriptRunner
    /// Only these formats are compared or updated (all when empty).
    public var formats: Set<ScreenshotFormat> = []
    /// Where diff documents are written.
    public var diffDirectory: String

    public init(runner: ScriptRunner, diffDirectory: String = "termskin-diffs") {
        self.runner = runner
        self.diffDirectory = diffDirectory
    }

    /// The outcome of one screenshot file.
    public enum Outcome: Sendable {
        case passed
        case updated
        case failed(report: String, diffFile: String?)
        case missingGolden
    }

    public struct Result: Sendable {
        public var outcomes: [(file: String, outcome: Outcome)] = []
        /// Script errors (parse or run): an error, not a failed comparison.
        public var errors: [String] = []

        public var passed: Int { outcomes.filter { if case .passed = $0.outcome { return true } else if case .updated = $0.outcome { return true }; return false }.count }
        public var failed: Int { outcomes.count - passed }
        /// 0 all match, 1 any differs, 2 any error.
        public var exitCode: Int32 { !errors.isEmpty ? 2 : (failed > 0 ? 1 : 0) }
        public var summary: String { "\(passed) passed, \(failed) failed" }
    }

    /// Script files in `folder` (sorted), or `folder` itself when it is a script file.
    public static func scripts(in folder: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return [] }
        if !isDirectory.boolValue { return [folder] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".\(scriptExtension)") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Runs the scripts and compares (or, with `update`, rewrites) their goldens.
    public func run(scripts: [String], update: Bool) -> Result {
        var result = Result()
        for script in scripts {
            let shots: [Screenshot]
            do {
                shots = try runner.run(file: script)
            } catch {
                result.errors.append("\(error)")
                continue
            }
            let folder = (script as NSString).deletingLastPathComponent
            for shot in shots where formats.isEmpty || formats.contains(shot.format) {
                let golden = (folder as NSString).appendingPathComponent(shot.fileName)
                result.outcomes.append((golden, compare(shot, golden: golden, update: update)))
            }
        }
        // A suite that compares nothing proves nothing: "0 passed" must not pass.
        if result.outcomes.isEmpty && result.errors.isEmpty {
            let which = formats.isEmpty ? "" : " in the formats asked for (\(formats.map(\.rawValue).sorted().joined(separator: ", ")))"
            result.errors.append("no shots to compare: the scripts (\(scripts.joined(separator: ", "))) take no `shot`\(which)")
        }
        return result
    }

    private func compare(_ shot: Screenshot, golden: String, update: Bool) -> Outcome {
        if update {
            if (try? FileReader.read(golden, limit: .max)) == shot.data { return .passed }
            do {
                try AtomicFile.write(shot.data, to: golden)
                return .updated
            } catch {
                return .failed(report: "\(error)", diffFile: nil)
            }
        }
        let expectedData: Data
        do {
            expectedData = try FileReader.read(golden, limit: .max)
        } catch {
            if error.isMissing { return .missingGolden }
            return .failed(report: "\(golden): cannot read the golden: \(error.reason)", diffFile: nil)
        }
        if expectedData == shot.data { return .passed }
        let actual: Canvas
        let expected: Canvas
        do {
            // A txt file cannot tell its width: both read at the shot's own width.
            expected = try shot.format.decode(expectedData, width: shot.canvas.width)
            actual = try shot.format.decode(shot.data, width: shot.canvas.width)
        } catch {
            return .failed(report: "\(golden): differs, and the golden cannot be read back (\(error))", diffFile: nil)
        }
        let diff = CanvasDiff(expected: expected, actual: actual, comparesColors: shot.format.showsColor)
        if diff.isMatch {
            return .failed(report: "\(golden): same cells, different bytes (the exporter's output changed); run with --update", diffFile: nil)
        }
        let diffFile = (diffDirectory as NSString).appendingPathComponent("\(shot.name).\(shot.format.fileExtension).diff.svg")
        try? FileManager.default.createDirectory(atPath: diffDirectory, withIntermediateDirectories: true)
        let written = FileManager.default.createFile(atPath: diffFile, contents: Data(diff.document(name: shot.fileName).utf8))
        return .failed(report: diff.report(name: golden), diffFile: written ? diffFile : nil)
    }
}
