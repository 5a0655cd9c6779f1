import Foundation
import SkinCurses
import SkinUI

/// An ncurses screen (xterm-256color) writing to a temporary file and reading nothing: what the
/// benchmarks present frames to.
enum HeadlessScreen {
    /// Runs `body` with the screen, closed and its files released afterwards; nil when none could be opened.
    static func with<Result>(size: Size, _ body: (CursesScreen) -> Result?) -> Result? {
        guard let output = tmpfile(), let input = fopen("/dev/null", "r") else { return nil }
        defer {
            fclose(output)
            fclose(input)
        }
        guard let screen = try? CursesScreen(terminalType: "xterm-256color", output: output, input: input, size: size) else { return nil }
        defer { screen.close() }
        return body(screen)
    }
}
