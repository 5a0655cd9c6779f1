import ArgumentParser
import Glibc
import SkinCurses
import SkinKit
import SkinShot
import SkinUI

/// `termskin review [DIR…]`: goes through the pending `NAME.new.EXT` shots a failing `termskin test`
/// left, old and new side by side with the differing cells marked; each key of `ReviewKey` accepts
/// (writes the golden), rejects (removes the pending file) or skips.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Accept or reject the pending NAME.new.EXT shots a failing `termskin test` left (keys: \(ReviewKey.hint)).")

    @Argument(help: "Folders of goldens (default: Screenshots).", completion: .directory)
    var folders: [String] = []

    /// What the review did, for the closing line.
    struct Tally {
        var accepted = 0, rejected = 0, skipped = 0
        var line: String { "\(accepted) accepted, \(rejected) rejected, \(skipped) left pending" }
    }

    func run() throws {
        let targets = folders.isEmpty ? ["Screenshots"] : folders
        let queue = targets.flatMap(PendingShot.find(in:))
        if queue.isEmpty {
            printLine("no pending shots (*.\(GoldenFiles.pendingMark).*) in \(targets.joined(separator: ", "))")
            return
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            printError("termskin review: needs a terminal (\(queue.count) pending shot(s) in \(targets.joined(separator: ", ")))")
            throw ExitCode(2)
        }
        let screen: CursesScreen
        do {
            screen = try CursesScreen()
        } catch {
            printError("termskin review: \(error)")
            throw ExitCode(2)
        }
        var tally = Tally()
        var problems: [String] = []
        _ = Self.review(queue, on: screen, tally: &tally, problems: &problems)
        screen.close()
        for problem in problems { printError("termskin review: \(problem)") }
        printLine(tally.line)
        if !problems.isEmpty { throw ExitCode(2) }
    }

    /// Shows each shot until a key decides it; false when stopped early (`q` or a signal).
    static func review(_ queue: [PendingShot], on screen: CursesScreen, tally: inout Tally, problems: inout [String]) -> Bool {
        var acceptingAll = false
        for (index, shot) in queue.enumerated() {
            let decision: ReviewKey
            if acceptingAll {
                decision = .accept
            } else {
                guard let (old, new) = try? shot.canvases() else {
                    problems.append("\(shot.pending): cannot be read as \(shot.format.rawValue); left pending")
                    tally.skipped += 1
                    continue
                }
                var page = ReviewPage(shot: shot, old: old, new: new, position: index + 1, count: queue.count)
                guard let key = ask(page: &page, on: screen) else {
                    tally.skipped += queue.count - index
                    return false
                }
                decision = key
            }
            switch decision {
            case .accept, .acceptAll:
                acceptingAll = acceptingAll || decision == .acceptAll
                do {
                    try shot.accept()
                    tally.accepted += 1
                } catch {
                    problems.append("\(shot.golden): \(SystemReason.of(error))")
                }
            case .reject:
                do {
                    try shot.reject()
                    tally.rejected += 1
                } catch {
                    problems.append("\(shot.pending): \(SystemReason.of(error))")
                }
            case .skip, .toggle:  // `ask` never decides by `t`: it only redraws
                tally.skipped += 1
            case .quit:
                tally.skipped += queue.count - index
                return false
            }
        }
        return true
    }

    /// Draws the page until a deciding key (`t` redraws the other shot); nil on a terminating signal
    /// or a closed screen.
    static func ask(page: inout ReviewPage, on screen: CursesScreen) -> ReviewKey? {
        while true {
            screen.present(page.render(size: screen.size))
            // Without a time limit, no event means the screen is closed.
            guard let event = screen.nextEvent(timeoutMilliseconds: -1) else { return nil }
            switch event {
            case .key(let key):
                guard let reviewKey = ReviewKey(key) else { continue }
                if reviewKey == .toggle {
                    page.showsNew.toggle()
                    continue
                }
                return reviewKey
            case .terminate:
                return nil
            default:
                continue
            }
        }
    }
}
