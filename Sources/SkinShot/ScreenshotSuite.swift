import FoundationEssentials
import SkinKit
import SkinUI

/// Runs every script in folders and compares each screenshot with the golden file next to its
/// script (`NAME.ext`), cell by cell; or writes the goldens the update mode asks for.
public struct ScreenshotSuite: Sendable {
    /// The extension of screenshot scripts.
    public static let scriptExtension = "script"

    /// Runs each script (headless).
    public let runner: ScriptRunner
    /// Only these formats are compared or updated (all when empty).
    public var formats: Set<ScreenshotFormat> = []
    /// Where diff documents are written.
    public var diffDirectory: String
    /// The shard and name filter of this run.
    public var selection = SuiteSelection()
    /// Scripts run at once; the result is the same as one at a time (in script order).
    public var jobs = 1

    /// A suite comparing everything, one script at a time, diff documents in `diffDirectory`.
    public init(runner: ScriptRunner, diffDirectory: String = "termskin-diffs") {
        self.runner = runner
        self.diffDirectory = diffDirectory
    }

    /// Script files in `folder` (sorted), or `folder` itself when it is a script file.
    public static func scripts(in folder: String) -> [String] {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return [] }
        if !isDirectory { return [folder] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".\(scriptExtension)") }.sorted().map { PathName.joined(folder, $0) }
    }

    /// Runs the scripts and compares (or, with `update`, rewrites) their goldens.
    public func run(scripts: [String], update: Bool) -> SuiteResult {
        run(scripts: scripts, updating: update ? .all : .none)
    }

    /// The scripts of this run's shard that the filter takes.
    public func selected(_ scripts: [String]) -> [String] {
        scripts.filter { selection.inShard($0) && (selection.takesWholeScript($0) || shotFiles(of: $0).contains(where: selection.takes(shotFile:))) }
    }

    /// Runs the selected scripts (`jobs` at once) and compares their goldens, writing those `mode` asks for.
    public func run(scripts: [String], updating mode: UpdateMode) -> SuiteResult {
        let chosen = selected(scripts)
        let parts = ParallelWork.map(chosen, workers: jobs) { script in self.run(script: script, mode: mode) }
        var result = SuiteResult()
        for part in parts {
            result.shots += part.shots
            result.problems += part.problems
        }
        // A suite that compares nothing proves nothing: "0 passed" must not pass.
        if result.shots.isEmpty && result.problems.isEmpty && selection.shard == nil {
            let which = formats.isEmpty ? "" : " in the formats asked for (\(formats.map(\.rawValue).sorted().joined(separator: ", ")))"
            let filtered = selection.filter.map { " matching '\($0)'" } ?? ""
            result.problems.append(
                SuiteProblem(
                    script: nil,
                    message: "no shots to compare: the scripts (\(scripts.joined(separator: ", "))) take no `shot`\(which)\(filtered)"))
        }
        return result
    }

    private func run(script: String, mode: UpdateMode) -> SuiteResult {
        var result = SuiteResult()
        let shots: [Screenshot]
        do {
            shots = try runner.run(file: script)
        } catch let error as ScriptErrors {
            result.problems.append(SuiteProblem(script: script, errors: error.errors, message: "\(error)"))
            return result
        } catch {
            result.problems.append(SuiteProblem(script: script, message: "\(error)"))
            return result
        }
        let folder = PathName.deletingLastComponent(script)
        let wholeScript = selection.takesWholeScript(script)
        for shot in shots where (formats.isEmpty || formats.contains(shot.format)) && (wholeScript || selection.takes(shotFile: shot.fileName)) {
            let golden = PathName.joined(folder, shot.fileName)
            let outcome = compare(shot, golden: golden, mode: mode)
            let newFile = GoldenFiles.pendingFile(for: golden)
            var written: String?
            switch outcome {
            case .failed, .missingGolden:
                if (try? AtomicFile.write(shot.data, to: newFile)) != nil { written = newFile }
            case .passed, .updated:
                GoldenFiles.removeStale(newFile)
            }
            result.shots.append(ShotResult(script: script, line: shot.line, golden: golden, outcome: outcome, newFile: written))
        }
        return result
    }

    /// The shot files (`NAME.ext`) a script would write, read from its text without running it;
    /// empty when it cannot be read or parsed (running it then reports why).
    private func shotFiles(of script: String) -> [String] {
        guard let data = try? FileReader.read(script, limit: ScreenshotScript.maximumBytes),
            let parsed = try? ScreenshotScript.parse(String(decoding: data, as: UTF8.self), file: script)
        else { return [] }
        return parsed.commands.flatMap { step -> [String] in
            guard case .shot(let name, let formats) = step.command else { return [] }
            return formats.map { "\(name).\($0.fileExtension)" }
        }
    }

    private func compare(_ shot: Screenshot, golden: String, mode: UpdateMode) -> ShotResult.Outcome {
        let expectedData: Data
        do {
            expectedData = try FileReader.read(golden, limit: .max)
        } catch {
            if error.isMissing {
                return mode.writesMissing ? write(shot, to: golden) : .missingGolden
            }
            if mode.rewritesChanged { return write(shot, to: golden) }
            return .failed(report: "\(golden): cannot read the golden: \(error.reason)", diffFile: nil)
        }
        if expectedData == shot.data { return .passed }
        if mode.rewritesChanged { return write(shot, to: golden) }
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
        // A picture's pixels depend on the installed fonts; its cells decide.
        if diff.isMatch && shot.format.isPicture { return .passed }
        if diff.isMatch {
            return .failed(report: "\(golden): same cells, different bytes (the exporter's output changed); run with --update=changed", diffFile: nil)
        }
        let diffFile = PathName.joined(diffDirectory, "\(shot.name).\(shot.format.fileExtension).diff.svg")
        try? FileManager.default.createDirectory(atPath: diffDirectory, withIntermediateDirectories: true)
        let written = (try? AtomicFile.write(Data(diff.document(name: shot.fileName).utf8), to: diffFile)) != nil
        return .failed(report: diff.report(name: golden), diffFile: written ? diffFile : nil)
    }

    private func write(_ shot: Screenshot, to golden: String) -> ShotResult.Outcome {
        do {
            try AtomicFile.write(shot.data, to: golden)
            return .updated
        } catch {
            return .failed(report: "\(error)", diffFile: nil)
        }
    }
}
