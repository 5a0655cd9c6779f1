/// A change observer's registration; the observer is removed when this token is cancelled or freed.
public final class SkinObservation {
    private var cancelAction: (() -> Void)?

    init(cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Stops the observation (also done when the token is freed).
    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }

    deinit { cancelAction?() }
}
