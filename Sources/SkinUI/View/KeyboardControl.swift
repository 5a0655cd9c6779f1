/// What a focusable widget does with the previewer's keys, so the session needs no list of
/// widget types: Enter or Space activates it, ← and → adjust it.
public protocol KeyboardControl: AnyObject {
    /// Enter or Space on the focused widget (toggle, press, pick the next option).
    func activate()
    /// ← (−1) or → (+1); false when there is nothing to adjust, and focus moves on instead.
    func adjust(by step: Int) -> Bool
}

extension KeyboardControl {
    public func adjust(by step: Int) -> Bool { false }
}
