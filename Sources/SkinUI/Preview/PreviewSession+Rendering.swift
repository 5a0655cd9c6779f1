import SkinKit

extension PreviewSession {
    /// Lays out and draws the current state at `size`. The page's tree is left as it was; the
    /// overlays (help, inspector) are built for this frame in their own layer, over the page.
    public func render(size: Size) -> Canvas {
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            return tooSmallCanvas(size: size)
        }
        var canvas = window.render(size: size)
        // The skin's terminal palette, for outputs that reduce colors to 16 or 8.
        canvas.palette = store.terminalPalette
        var overlays: [View] = []
        if let picker {
            pickerPanel.list.model = picker
            overlays.append(pickerPanel)
        }
        if isInspectorVisible {
            let cell = clampedPointer(in: canvas.size)
            let inspector = OverlayView(title: "Inspector", placement: cell.x < size.width / 2 ? .right : .left)
            inspector.setLines(currentPage.pageInspectorLines(store: store) ?? inspectorLines(at: cell, in: canvas))
            overlays.append(inspector)
            markPointer(cell, in: &canvas)
        }
        if !reloadReport.isEmpty {
            // The last failed reload's errors in full, wrapped to the screen, until a good reload.
            let problems = OverlayView(title: "Skin error · kept the last good skins", placement: .center)
            // Only the rows the screen holds (the card shows at most its height); laid out once per width.
            problems.setLines(reloadReport.lines(width: max(20, size.width - 8), rows: size.height))
            overlays.append(problems)
        }
        if !screenReport.isEmpty {
            let problems = OverlayView(title: "Screen error · kept the last good screen", placement: .center)
            problems.setLines(screenReport.lines(width: max(20, size.width - 8), rows: size.height))
            overlays.append(problems)
        }
        if isHelpVisible {
            let help = OverlayView(title: "Keys", placement: .center)
            // The card's inside: the screen less its margin (1 cell each side) and the card's border.
            help.setLines(PreviewCommand.helpLines(fitting: Size(width: size.width - 4, height: size.height - 4)).map { ($0, nil) })
            overlays.append(help)
        }
        guard !overlays.isEmpty else { return canvas }
        for overlay in overlays { overlay.isHidden = false }
        overlayWindow.addSubviews(overlays)
        overlayWindow.render(over: &canvas)
        for overlay in overlays { overlay.removeFromSuperview() }
        return canvas
    }

    /// True when the page shown, as last laid out, has a spinner (an `ActivityIndicator` with a frame).
    public var showsActivity: Bool {
        currentPage.subtreeContains { $0 is ActivityIndicator && !$0.frame.isEmpty }
    }

    /// Turns the spinners one step (the terminal's animation; screenshots stay at step 0).
    public func advanceAnimation() { window.animationFrame += 1 }

    /// The pointer kept inside a canvas of `size`.
    func clampedPointer(in size: Size) -> Point {
        Point(x: min(max(0, pointer.x), max(0, size.width - 1)), y: min(max(0, pointer.y), max(0, size.height - 1)))
    }

    /// Moves the inspector's pointer by a cell step (arrows while the inspector is open).
    func movePointer(dx: Int, dy: Int) {
        // Kept on the screen last drawn (the window's frame), so that the way back is one step.
        let limit = window.frame
        pointer = Point(x: min(max(0, pointer.x + dx), max(0, limit.width - 1)), y: min(max(0, pointer.y + dy), max(0, limit.height - 1)))
    }

    /// Puts the pointer on a cell (a mouse click).
    public func point(at cell: Point) {
        pointer = Point(x: max(0, cell.x), y: max(0, cell.y))
        if !isInspectorVisible {
            perform(.toggleInspector)
            pointer = Point(x: max(0, cell.x), y: max(0, cell.y))
        }
    }

    /// Starts the pointer on the focused widget, or the top left cell.
    func pointAtFocusedView() {
        if let frame = focusedView?.frame, !frame.isEmpty { pointer = Point(x: frame.x, y: frame.y) }
    }

    /// The crosshair: the pointed cell drawn in reverse, so it shows on any colors.
    private func markPointer(_ cell: Point, in canvas: inout Canvas) {
        var marked = canvas[cell.x, cell.y]
        swap(&marked.foreground, &marked.background)
        marked.attributes.insert(.bold)
        canvas[cell.x, cell.y] = marked
    }

    private func tooSmallCanvas(size: Size) -> Canvas {
        let background = store.resolvedColor("background").composited(over: .white)
        let text = store.resolvedColor("text").composited(over: background)
        var canvas = Canvas(
            width: size.width, height: size.height,
            fill: Cell(character: " ", foreground: text, background: background, backgroundKey: "background"))
        let lines = ["Terminal too small", "need \(Self.minimumSize), have \(size)"]
        for (index, line) in lines.enumerated() {
            let shown = DisplayWidth.prefix(line, fitting: size.width)
            let y = size.height / 2 - 1 + index
            guard y >= 0 && y < size.height else { continue }
            canvas.draw(
                shown, x: max(0, (size.width - DisplayWidth.of(shown)) / 2), y: y, foreground: text,
                attributes: index == 0 ? [.bold] : [], foregroundKey: "text")
        }
        return canvas
    }
}

extension SkinStore {
    /// The current skin's terminal palette (ANSI 0–15) in the current traits; nil for xterm's.
    public var terminalPalette: [RGBColor]? { currentSkin.palette?.resolve(in: traits) }
}
