import Foundation

/// Runs a Python snippet for tests that check our output with a real consumer (junitparser,
/// jsonschema); `.ci/run` installs the modules.
enum PythonTool {
    /// Whether `python3` can import `module` (tests skip with a reason when it cannot).
    static func hasModule(_ module: String) -> Bool {
        run("import \(module)", arguments: []).status == 0
    }

    /// Runs `python3 -c script arguments…`; its standard output, standard error and status.
    static func run(_ script: String, arguments: [String]) -> (output: String, error: String, status: Int32) {
        ChildProcess.run("/usr/bin/env", ["python3", "-c", script] + arguments)
    }
}
