import CNcurses
import Glibc
import SkinKit
import SkinUI

/// The ncurses backend: copies a SkinUI `Canvas` to the terminal, writing only the cells that
/// changed, and turns keys, resizes and signals into `TerminalEvent`s.
///
/// It decides nothing about how a cell looks beyond reducing its colors to what the terminal shows,
/// so the terminal and a screenshot of the same canvas agree. Not thread-safe: use it from one thread.
public final class CursesScreen {
    /// What the terminal can show, detected once at start.
    public let capabilities: TerminalCapabilities

    /// The depth `present` renders at: the detected depth unless the app previews a shallower one.
    /// A depth deeper than the terminal shows is clamped to it; a change repaints everything.
    public var outputDepth: ColorDepth {
        get { styler.depth }
        set { restyle(depth: newValue.limited(to: capabilities.depth), background: terminalBackground, vision: vision, palette: styler.palette) }
    }

    /// The color-vision deficiency the output simulates (`OutputProfile.vision`); a change repaints everything.
    public var vision: VisionDeficiency {
        get { styler.profile.vision }
        set { restyle(depth: outputDepth, background: terminalBackground, vision: newValue, palette: styler.palette) }
    }

    /// Whether the terminal's own background is light or dark (see `BackgroundProbe`). Used only
    /// when drawing without color, to choose which surfaces are reversed; a change repaints everything.
    public var terminalBackground: UserInterfaceStyle {
        get { styler.terminalBackground }
        set { restyle(depth: outputDepth, background: newValue, vision: vision, palette: styler.palette) }
    }

    /// Bytes ncurses wrote since the screen opened, when the output is a file (tests, benchmarks);
    /// stays 0 on a terminal, which cannot be measured this way.
    public private(set) var bytesWritten = 0

    /// Bytes written by the last `present` (the measure of one skin switch); 0 on a terminal.
    public private(set) var lastPresentByteCount = 0

    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    let output: UnsafeMutablePointer<FILE>
    private let measuresOutput: Bool
    let handlesSignals: Bool
    /// The terminal's input, which `waitForActivity` polls.
    let inputDescriptor: Int32
    private var styler: CellStyler
    private var pairs: ColorPairTable
    /// Catches each frame ncurses writes, for `SGRCompactor` and one write (nil: ncurses writes itself).
    private let capture: FrameCapture?
    /// The entry's `rep` is xterm's `ESC [ n b`: the frame's runs of one character may use it.
    private let repeatsCharacters: Bool
    /// `wcwidth` asked once per scalar (the locale is set once, before the screen opens).
    private let widths = ScalarWidths()
    /// The cells of a row's run, kept between frames for their storage.
    private var runBuffer = CellRun()
    private var shown: Canvas?
    var needsFullRepaint = true
    private(set) var isClosed = false
    /// The terminal's replies and reports being listened for: `nextEvent` takes them out of the input.
    var listening: ReplyListening?
    /// Events read together with others, handed out by the next `nextEvent` calls.
    var queuedEvents: [TerminalEvent] = []
    /// Files the screen opened itself (the terminal device), closed by `close`.
    private var ownedFiles: [UnsafeMutablePointer<FILE>] = []
    /// True once the terminal said it knows DEC mode 2031 and was subscribed to its light/dark reports.
    public internal(set) var followsTerminalAppearance = false
    /// True once focus events (mode 1004) were turned on to ask the background again on each
    /// focus-in: where the terminal answered OSC 11 but does not know mode 2031.
    public internal(set) var followsFocus = false
    /// Inside tmux with `allow-passthrough` on: `wear` also sends the colors through tmux's
    /// pass-through to the terminal outside it (the app asks tmux; the screen does not run programs).
    public var passesColorsThroughTmux = false
    /// The terminal wearing a skin's colors (`wear`).
    var colorWear = TerminalColorWear()

    /// Opens the real terminal on stdin/stdout.
    ///
    /// Fails with a `TerminalError` when stdin or stdout is not a terminal or `TERM` is unset, dumb or
    /// unknown; never lets ncurses exit the process. Installs handlers for SIGINT, SIGTERM, SIGHUP
    /// and SIGTSTP (reported by `nextEvent`, which suspends the screen for ctrl-Z) before ncurses
    /// starts, so ncurses keeps only its SIGWINCH handling.
    public convenience init(environment: [String: String] = ProcessEnvironment.current) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
            let output = termskin_stdout(), let input = termskin_stdin()
        else { throw TerminalError.notATerminal }
        let terminalType = try TerminalError.validatedTerminalType(environment["TERM"])
        TerminalLocale.prepare()
        let choice = try Self.choose(terminalType: terminalType, environment: environment)
        try self.init(choice: choice, output: output, input: input, size: nil, handlesSignals: true)
    }

    /// Opens the terminal device at `path` (the controlling terminal) for keys and drawing, leaving
    /// stdin and stdout to a pipeline (`termskin pick` prints its answer on stdout). Fails with
    /// `TerminalError.noTerminalDevice` when there is no terminal to open; otherwise as `init(environment:)`.
    public convenience init(terminalDevice path: String, environment: [String: String] = ProcessEnvironment.current) throws {
        guard let output = fopen(path, "w") else { throw TerminalError.noTerminalDevice(path) }
        guard isatty(fileno(output)) == 1, let input = fopen(path, "r") else {
            fclose(output)
            throw TerminalError.noTerminalDevice(path)
        }
        do {
            let terminalType = try TerminalError.validatedTerminalType(environment["TERM"])
            TerminalLocale.prepare()
            let choice = try Self.choose(terminalType: terminalType, environment: environment)
            try self.init(choice: choice, output: output, input: input, size: nil, handlesSignals: true)
        } catch {
            fclose(input)
            fclose(output)
            throw error
        }
        ownedFiles = [output, input]
    }

    /// Opens a screen that writes to `output` instead of the terminal, for tests and benchmarks:
    /// `terminalType` picks the terminfo entry, `size` the screen size, `environment` the depth
    /// detection (`COLORTERM`, `NO_COLOR`). No signal handlers are installed. The caller owns both files.
    public convenience init(
        terminalType: String, output: UnsafeMutablePointer<FILE>,
        input: UnsafeMutablePointer<FILE>, size: Size,
        environment: [String: String] = [:]
    ) throws {
        let validated = try TerminalError.validatedTerminalType(terminalType)
        TerminalLocale.prepare()
        let choice = try Self.choose(terminalType: validated, environment: environment)
        try self.init(choice: choice, output: output, input: input, size: size, handlesSignals: false)
    }

    private init(
        choice: TerminfoSelection.Choice, output: UnsafeMutablePointer<FILE>,
        input: UnsafeMutablePointer<FILE>, size: Size?, handlesSignals: Bool
    ) throws {
        let entry = choice.entry
        if handlesSignals {
            SignalFlags.install()
            SignalFlags.catchSuspend()
        }
        guard let screen = newterm(entry.name, output, input) else {
            if handlesSignals { SignalFlags.restore() }
            throw TerminalError.initializationFailed(entry.name)
        }
        set_term(screen)
        guard let window = termskin_stdscr() else {
            endwin()
            delscreen(screen)
            if handlesSignals { SignalFlags.restore() }
            throw TerminalError.initializationFailed(entry.name)
        }
        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        termskin_enable_mouse()
        leaveok(window, true)
        scrollok(window, false)
        set_escdelay(25)
        // No typeahead check: a reply or key arriving during doupdate must not cut a frame short
        // (keys are batched by the loop, and a cut frame would stay cut until the next change).
        typeahead(-1)
        curs_set(0)
        Self.leaveInitialState()
        var depth = choice.depth
        var colorPairs = 0
        if depth != .none, has_colors(), start_color() != termskin_err() {
            use_default_colors()
            colorPairs = Int(termskin_color_pairs())
        } else {
            depth = .none
        }
        if let size, size.width > 0, size.height > 0 {
            resize_term(Int32(size.height), Int32(size.width))  // unlike resizeterm, queues no KEY_RESIZE
        }
        self.screen = screen
        self.window = window
        self.output = output
        self.measuresOutput = isatty(fileno(output)) == 0
        self.handlesSignals = handlesSignals
        self.inputDescriptor = fileno(input)
        self.capabilities = TerminalCapabilities(
            terminalName: entry.name, colors: entry.colors, colorPairs: colorPairs,
            hasDirectColor: entry.hasDirectColor, supportsItalics: entry.hasItalics, depth: depth)
        self.styler = CellStyler(
            depth: depth, terminalHasDirectColor: entry.hasDirectColor,
            supportsItalics: entry.hasItalics, terminalBackground: .unspecified)
        self.pairs = ColorPairTable(colorPairs: colorPairs)
        self.capture = FrameCapture(descriptor: fileno(output))
        self.repeatsCharacters = termskin_string_capability("rep").map { String(cString: $0) } == "%p1%c\u{1B}[%p2%{1}%-%db"
    }

    deinit { close() }

    /// ncurses 6.4 flushes its output in its cursor-motion routine while a screen is in its initial
    /// state (meant for programs that use only the terminfo layer), and only a resume after
    /// `endwin` ends that state. Without this, a frame went out in at least one `write` per row
    /// (about 130 for a skin switch at 120×40), and the terminal on the other side woke for each.
    /// Suspending and resuming once, before colors start (a resume with colors on would send
    /// `oc`, resetting the terminal's own palette), makes every frame go out in buffer-sized writes.
    private static func leaveInitialState() {
        endwin()
        doupdate()
    }

    private static func choose(terminalType: String, environment: [String: String]) throws -> TerminfoSelection.Choice {
        guard
            let choice = TerminfoSelection.select(
                terminalType: terminalType, environment: environment,
                load: TerminfoEntry.load)
        else {
            throw TerminalError.unknownTerminal(terminalType)
        }
        guard choice.entry.canAddressCursor else { throw TerminalError.unsupportedTerminal(terminalType) }
        return choice
    }

    /// The screen size in cells (`getmaxyx`).
    public var size: Size {
        guard !isClosed else { return .zero }
        set_term(screen)
        return Size(width: Int(termskin_getmaxx(window)), height: Int(termskin_getmaxy(window)))
    }

    /// Restores the terminal: cursor visible, echo and line mode back, alternate screen left, the
    /// light/dark reports unsubscribed (`CSI ? 2031 l`), its own colors given back when it wore a
    /// skin's, signal handlers put back. Safe to call more than once; also called on deinit.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        set_term(screen)
        writeToTerminal(outsideRestoringSequences)
        curs_set(1)
        endwin()
        writeToTerminal(restoringSequences)
        delscreen(screen)
        for file in ownedFiles { fclose(file) }
        ownedFiles = []
        if handlesSignals { SignalFlags.restore() }
    }

    // MARK: Presenting

    /// Shows `canvas`: writes the cells that differ from the last canvas presented (all of them after
    /// a resize, resume, depth or palette change), then one `doupdate`, whose output is caught,
    /// its SGR sequences cut to what changed (`SGRCompactor`) and sent in one write (`FrameCapture`).
    public func present(_ canvas: Canvas) {
        guard !isClosed else { return }
        set_term(screen)
        restyle(depth: outputDepth, background: terminalBackground, vision: vision, palette: canvas.palette)
        let start = outputPosition()
        let everything = needsFullRepaint || shown?.size != canvas.size
        if everything, canvas.size != size { werase(window) }
        if !draw(canvas, everything: everything, fallbackWhenFull: false) {
            // The pair table is full: define pairs afresh (ncurses then repaints the whole terminal).
            reset_color_pairs()
            pairs.removeAll()
            _ = draw(canvas, everything: true, fallbackWhenFull: true)
        }
        wnoutrefresh(window)
        if let capture {
            if let frame = capture.capture(screen: screen, { _ = doupdate() }) { _ = capture.send(SGRCompactor.compact(frame, repeats: repeatsCharacters)) }
        } else {
            doupdate()
        }
        shown = canvas
        needsFullRepaint = false
        if let start, let end = outputPosition() {
            lastPresentByteCount = end - start
            bytesWritten += lastPresentByteCount
        }
    }

    /// Writes changed cells into the ncurses window; false when a color pair could not be had
    /// (only when `fallbackWhenFull` is false). Works on the canvas's compact cells: no String is
    /// built for a cell showing one scalar, and a run of cells in the same colors is styled once.
    private func draw(_ canvas: Canvas, everything: Bool, fallbackWhenFull: Bool) -> Bool {
        let screenSize = size
        let rows = min(canvas.height, screenSize.height)
        let columns = min(canvas.width, screenSize.width)
        let previous = everything ? nil : shown
        let cells = canvas.compactCells
        let previousCells = previous?.compactCells
        // The pen of the cell put last: its look, pair, attributes (and as ncurses bits) and background color number.
        var last: (look: StyleInput, pair: Int32, attributes: TextAttributes, shown: attr_t, background: Int32?)?
        // Changed cells side by side go to ncurses together.
        var run = runBuffer
        defer { runBuffer = run }
        for y in 0..<max(0, rows) {
            let rowStart = y * canvas.width
            for x in 0..<max(0, columns) {
                let index = rowStart + x
                let cell = cells[index]
                if let previous, let previousCells,
                    previousCells[index].looksSame(as: cell) ?? previous.looksSame(at: index, as: canvas)
                {
                    continue
                }
                let look = StyleInput(cell)
                let pair: Int32
                let shownAttributes: attr_t
                if let last, last.look == look {
                    (pair, shownAttributes) = (last.pair, last.shown)
                } else {
                    let style = styler.style(
                        foreground: cell.foreground, background: cell.background,
                        attributes: cell.attributes, isSpace: look.isSpace)
                    if look.isSpace, let last, style.attributes == last.attributes,
                        style.attributes.union(look.attributes).isDisjoint(with: Self.attributesShownOnBlanks),
                        style.colors?.background == last.background
                    {
                        // A blank shows only its background: it keeps the pen of the cell before it,
                        // whatever its ink, so ncurses changes no color for it (fewer sequences to format).
                        (pair, shownAttributes) = (last.pair, last.shown)
                    } else {
                        guard let number = pairNumber(for: style.colors, fallbackWhenFull: fallbackWhenFull) else {
                            run.discard()
                            return false
                        }
                        (pair, shownAttributes) = (number, style.attributes.cursesAttributes)
                        last = (look, pair, style.attributes, shownAttributes, style.colors?.background)
                    }
                }
                let grapheme = cell.grapheme
                if grapheme.isContinuation {
                    // The wide head on the left draws this cell; an orphan continuation shows a space.
                    let hasWideHead = x > 0 && cells[index - 1].grapheme.isWide
                    if !hasWideHead { run.append(.space, attributes: shownAttributes, pair: pair, x: x, y: y, in: window) }
                    continue
                }
                let width = grapheme.isWide ? 2 : 1
                let fits = width < 2 || (x + 1 < columns && cells[index + 1].grapheme.isContinuation)
                let glyph: Glyph
                if !fits {
                    glyph = .space
                } else if let scalar = grapheme.singleScalar {
                    // Printable ASCII needs no width lookup (and no closure over `widths` a cell).
                    glyph = width == 1 && PrintableASCII.contains(scalar) ? Glyph(printableASCII: scalar) : Glyph(scalar, cells: width, width: widths.width)
                } else {
                    glyph = Glyph(canvas.character(of: grapheme), cells: width, width: widths.width)
                }
                run.append(glyph, attributes: shownAttributes, pair: pair, x: x, y: y, in: window)
                if glyph.padsWithSpace, x + 1 < columns {
                    run.append(.space, attributes: shownAttributes, pair: pair, x: x + 1, y: y, in: window)
                }
            }
            run.put(y: y, in: window)
        }
        return true
    }

    /// Attributes that show on a blank cell (reverse shows its ink as the background; underline
    /// draws in its ink; strikethrough, which ncurses cannot draw, as the screenshots count it):
    /// a blank with any of them, asked for or shown, keeps its own pair.
    private static let attributesShownOnBlanks: TextAttributes = [.reverse, .underline, .strikethrough]

    /// What a cell's style depends on: a run of cells alike is styled once.
    private struct StyleInput: Equatable {
        let foreground: RGBColor
        let background: RGBColor
        let attributes: TextAttributes
        let isSpace: Bool

        init(_ cell: CompactCell) {
            foreground = cell.foreground
            background = cell.background
            attributes = cell.attributes
            isSpace = cell.grapheme.isSpace
        }
    }

    /// The pair showing `colors` (0 for none), defining it when new; nil when the table is full and
    /// no fallback is allowed.
    private func pairNumber(for colors: ColorPairTable.Colors?, fallbackWhenFull: Bool) -> Int32? {
        guard let colors else { return 0 }
        switch pairs.assign(colors) {
        case .existing(let number):
            return number
        case .added(let number):
            return init_extended_pair(number, colors.foreground, colors.background) == termskin_err() ? 0 : number
        case .full:
            return fallbackWhenFull ? pairs.closestPair(for: colors) : nil
        }
    }

    private func restyle(depth: ColorDepth, background: UserInterfaceStyle, vision: VisionDeficiency, palette given: [RGBColor]?) {
        // Only 16 and 8 colors are reduced to the skin's palette: at other depths a skin switch
        // keeps the styler (and its cache of reduced colors), and repaints only what changed.
        let palette = depth.usesTerminalPalette && given?.count == 16 ? given : nil
        guard
            depth != styler.depth || background != styler.terminalBackground || vision != styler.profile.vision
                || palette != styler.palette
        else { return }
        styler = CellStyler(
            depth: depth, terminalHasDirectColor: capabilities.hasDirectColor, supportsItalics: capabilities.supportsItalics,
            terminalBackground: background, palette: palette, vision: vision)
        needsFullRepaint = true
    }

    /// The output file's position after flushing; nil on a terminal or pipe.
    private func outputPosition() -> Int? {
        guard measuresOutput else { return nil }
        fflush(output)
        let position = lseek(fileno(output), 0, SEEK_CUR)
        return position >= 0 ? Int(position) : nil
    }
}
